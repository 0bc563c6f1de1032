/**
 * Runs `run` at once, then at most once per `everyMs`: any calls in between
 * make one more run, at the end of the wait, so the last call is never lost.
 */
export function atMostEvery(everyMs: number, run: () => void) {
  let last = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    call(): void {
      if (timer) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) send();
      else timer = setTimeout(send, wait).unref();
    },
    cancel: () => clearTimeout(timer),
  };
}
