// One core's pace, measured in a worker thread so that every core can be
// measured at once (lib/pace.mjs, machinePaceOnEveryCore).
import { parentPort } from 'node:worker_threads';
import { machinePace } from './pace.mjs';

parentPort?.postMessage(machinePace());
