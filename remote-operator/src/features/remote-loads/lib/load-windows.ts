/** The spans the page looks back over. */
export const LOAD_WINDOWS = ['24-hours', '7-days'] as const;
export type LoadWindow = (typeof LOAD_WINDOWS)[number];

/** What the page opens on, as the API's own default does: the last day. */
export const DEFAULT_LOAD_WINDOW: LoadWindow = '24-hours';

export const LOAD_WINDOW_HOURS: Record<LoadWindow, number> = { '24-hours': 24, '7-days': 168 };

export const LOAD_WINDOW_LABELS: Record<LoadWindow, string> = {
  '24-hours': '24 h',
  '7-days': '7 days',
};

/** How the empty state names the span: 'No loads recorded in the last 24 hours'. */
export const LOAD_WINDOW_SPANS: Record<LoadWindow, string> = {
  '24-hours': 'the last 24 hours',
  '7-days': 'the last 7 days',
};

/** Reads ?window= from the URL: the last 24 hours unless another span is named. */
export function parseLoadWindow(value: string | null): LoadWindow {
  return LOAD_WINDOWS.find((known) => known === value) ?? DEFAULT_LOAD_WINDOW;
}
