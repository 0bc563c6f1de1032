import { BehaviorSubject } from 'rxjs';
import { describeApiError } from '../http/api-error';

/** The busy state: a spinner with a title, a subtitle and an optional loading text. */
export interface LoaderBusy {
  title: string;
  subtitle: string;
  loadingText?: string;
}

export type LoaderResultType = 'success' | 'error' | 'info' | 'warning';

/** The result state: an icon of its type with a message. */
export interface LoaderResult {
  type: LoaderResultType;
  msg: string;
}

export interface LoaderState {
  busy: LoaderBusy | null;
  result: LoaderResult | null;
}

/** How long a result stays on screen unless told otherwise (docs/loader.md). */
export const RESULT_DISPLAY_MS = 500;

export const LOADER_CLOSED: LoaderState = { busy: null, result: null };

/** How long a message a person must read stays: a page keeps its own copy beside the action after the overlay closes. */
export const MESSAGE_DISPLAY_MS = 3000;

/** What an action run behind the overlay came to: its result, or the message for the page to show. */
export type LoaderOutcome<Result> =
  { ok: true; result: Result } | { ok: false; message: string; status?: number };

/** The one loader overlay of the page, driven from any app. */
export class LoaderService {
  readonly state$ = new BehaviorSubject<LoaderState>(LOADER_CLOSED);
  private keepUntilNavigationEnds = false;
  private dropResultsUntilNavigationEnds = false;
  private resultTimer: ReturnType<typeof setTimeout> | undefined;

  /** Shows the spinner. With keepAfterRouteChange it closes when the next navigation completes. */
  show(busy: LoaderBusy, options: { keepAfterRouteChange?: boolean } = {}): void {
    this.cancelResultTimer();
    this.keepUntilNavigationEnds = options.keepAfterRouteChange ?? false;
    this.state$.next({ busy, result: null });
  }

  /** Shows a result icon and message, then closes after durationMs. */
  showResult(result: LoaderResult, durationMs = RESULT_DISPLAY_MS): void {
    if (this.dropResultsUntilNavigationEnds) return;
    this.cancelResultTimer();
    this.keepUntilNavigationEnds = false;
    this.state$.next({ busy: null, result });
    this.resultTimer = setTimeout(() => this.close(), durationMs);
  }

  success(msg: string, durationMs?: number): void {
    this.showResult({ type: 'success', msg }, durationMs);
  }

  error(msg: string, durationMs?: number): void {
    this.showResult({ type: 'error', msg }, durationMs);
  }

  /**
   * Runs an action behind the spinner and closes it when the action is done
   * (the caller may then show a result). With `delayMs`, the spinner appears
   * only if the action is still running by then, so quick actions never flash
   * it. A failure shows in the overlay, long enough to read, and comes back as
   * a message for the page to show beside the action.
   */
  async run<Result>(
    busy: LoaderBusy,
    action: () => Promise<Result>,
    { delayMs = 0 }: { delayMs?: number } = {},
  ): Promise<LoaderOutcome<Result>> {
    let shown = false;
    const reveal = () => {
      shown = true;
      this.show(busy);
    };
    const timer = delayMs > 0 ? setTimeout(reveal, delayMs) : undefined;
    if (delayMs <= 0) reveal();
    try {
      const result = await action();
      clearTimeout(timer);
      if (shown) this.close();
      return { ok: true, result };
    } catch (error) {
      clearTimeout(timer);
      const { message, status } = describeApiError(error);
      this.error(message, MESSAGE_DISPLAY_MS);
      return { ok: false, message, status };
    }
  }

  /** Closing clears both the busy and the result state. */
  close(): void {
    this.cancelResultTimer();
    this.keepUntilNavigationEnds = false;
    this.state$.next(LOADER_CLOSED);
  }

  /**
   * Closes now, and drops any result reported before the next navigation ends:
   * the page that asked for it is being left, so its outcome would only flash
   * over the page that replaces it.
   */
  closeWhileLeavingPage(): void {
    this.close();
    this.dropResultsUntilNavigationEnds = true;
  }

  /** The host calls this at the end of every completed navigation. */
  navigationEnded(): void {
    this.dropResultsUntilNavigationEnds = false;
    if (this.keepUntilNavigationEnds) this.close();
  }

  private cancelResultTimer(): void {
    clearTimeout(this.resultTimer);
    this.resultTimer = undefined;
  }
}

export const loaderService = new LoaderService();
