// A page the server drew is on screen already: its start-up is split into
// short tasks, so none blocks input for long (TBT counts each task's time over
// 50 ms). A page the browser draws shows nothing until it has started, so it
// starts without waiting.
const drawnOnServer = typeof document !== 'undefined' && document.getElementById('page-data');

/** Resolves in a later task on a page the server drew; at once otherwise. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => (drawnOnServer ? setTimeout(resolve) : resolve()));
}
