import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  label: string;
  /** A new value clears the error and renders the children again. */
  resetKey: unknown;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Keeps a failing remote inside its route: the shell and the other remotes carry on. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RemoteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: RemoteErrorBoundaryState,
  ): Partial<RemoteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Could not show ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="host-remote-state host-remote-state--error" role="alert">
        <h1>We couldn&apos;t load {this.props.label}</h1>
        <p>Check your connection, then try again. The rest of the store still works.</p>
        <button type="button" className="host-button" onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}
