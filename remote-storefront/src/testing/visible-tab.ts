import { act } from '@testing-library/react';

/** The tab as the browser reports it, and the event it sends when that changes. */
export function showTab(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets the fake timers run `ms`, and what they start settle. */
export async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
