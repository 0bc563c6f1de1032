import { BehaviorSubject } from 'rxjs';
import { describeApiError, type ApiFailure } from '../http/api-error';

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

/** What a write came to: its result, or the API's failure whole (field and all). */
export type MutationOutcome<Result> =
  { ok: true; result: Result } | { ok: false; failure: ApiFailure };

/** How `run` speaks about a write besides its busy state. */
export interface RunOptions<Result> {
  /**
   * The spinner appears only if the action is still running by then, so quick
   * ones never flash it; never with Infinity (the page shows its own progress).
   */
  delayMs?: number;
  /**
   * What it says once done: a success message, or a whole result when the
   * write went through but not as asked (a warning). Without it, or when it
   * answers nothing, the overlay just closes.
   */
  success?: (result: Result) => string | LoaderResult | undefined;
  /** A success message that is a tick, not one to read: it goes after a glance. */
  glance?: boolean;
  /** A failure the caller answers itself, e.g. by sending the user elsewhere: the overlay just closes. */
  quiet?: (failure: ApiFailure) => boolean;
}

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
   * Runs a write behind the spinner, then says how it went: the success
   * message, or the API's message when it fails (long enough to read). The
   * failure comes back whole, so a form can put it beside the field the API
   * named. Pages call it through `useMutation`.
   */
  async run<Result>(
    busy: LoaderBusy,
    action: () => Promise<Result>,
    { delayMs = 0, success, glance, quiet }: RunOptions<Result> = {},
  ): Promise<MutationOutcome<Result>> {
    let shown = false;
    const reveal = () => {
      shown = true;
      this.show(busy);
    };
    const timer = delayMs > 0 && delayMs < Infinity ? setTimeout(reveal, delayMs) : undefined;
    if (delayMs <= 0) reveal();
    try {
      const result = await action();
      clearTimeout(timer);
      const said = success?.(result);
      if (typeof said === 'object') this.showResult(said, MESSAGE_DISPLAY_MS);
      else if (said) this.success(said, glance ? undefined : MESSAGE_DISPLAY_MS);
      else if (shown) this.close();
      return { ok: true, result };
    } catch (error) {
      clearTimeout(timer);
      const failure = describeApiError(error);
      if (!quiet?.(failure)) this.error(failure.message, MESSAGE_DISPLAY_MS);
      else if (shown) this.close();
      return { ok: false, failure };
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
