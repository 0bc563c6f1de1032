// Loaded only by the load run (node --expose-gc --require …, with an IPC
// channel): when the run asks, collect all garbage and answer with the memory
// the API still holds. That is the figure a leak grows; resident memory also
// moves with how large V8 chooses to keep its heap.
'use strict';

process.on('message', (message) => {
  // A message is any value sent over IPC; only an object's type is read.
  if (/** @type {{ type?: unknown } | null | undefined} */ (message)?.type !== 'live memory')
    return;
  // --expose-gc defines gc, and the IPC channel the load run opens defines send.
  /** @type {NodeJS.GCFunction} */ (global.gc)();
  const { heapUsed, external } = process.memoryUsage();
  /** @type {NonNullable<typeof process.send>} */ (process.send)({
    type: 'live memory',
    heapUsed,
    external,
  });
});
