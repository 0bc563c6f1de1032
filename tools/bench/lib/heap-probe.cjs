// Loaded only by the load run (node --expose-gc --require …, with an IPC
// channel): when the run asks, collect all garbage and answer with the memory
// the API still holds. That is the figure a leak grows; resident memory also
// moves with how large V8 chooses to keep its heap.
'use strict';

process.on('message', (message) => {
  if (message?.type !== 'live memory') return;
  global.gc();
  const { heapUsed, external } = process.memoryUsage();
  process.send({ type: 'live memory', heapUsed, external });
});
