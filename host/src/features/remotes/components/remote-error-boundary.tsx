import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForStaleChunks } from '../api/stale-deploy';
import { RemoteLoading } from './remote-loading';

interface RemoteErrorBoundaryProps {
  label: string;
  /** A new value clears the error and renders the children again. */
  resetKey: unknown;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  /** A redeployed remote's chunks were gone and the page is reloading. */
  reloading: boolean;
  resetKey: unknown;
}

/** Keeps a failing remote inside its route: the shell and the other remotes carry on. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = {
    failed: false,
    reloading: false,
    resetKey: this.props.resetKey,
  };

  // A chunk error shows "loading" from the first render: the page likely reloads.
  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    return { failed: true, reloading: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: RemoteErrorBoundaryState,
  ): Partial<RemoteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, reloading: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The remote was redeployed under the page: one reload picks up its new chunks.
    const reloading = reloadOnceForStaleChunks(error);
    if (reloading !== this.state.reloading) this.setState({ reloading });
    if (reloading) return;
    console.error(`Could not show ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <RemoteLoading label={this.props.label} />;
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
