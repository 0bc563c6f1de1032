// The machine's pace: how long one core takes over a fixed piece of the
// API's kind of work (JSON written and read back, a SHA-256 of it). The same
// code measured an hour apart on this machine answered 20–30 % fewer requests
// a second (issue 47), so a run's figures say how fast the machine was then.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { median } from './stats.mjs';

const ROUNDS = 5;
const PIECES = 2_000;

/** One fixed piece of work: a page of 20 products as JSON, parsed back, hashed. */
function workOnce() {
  const page = {
    items: Array.from({ length: 20 }, (_, index) => ({
      id: index,
      sku: `SC-${String(index).padStart(6, '0')}`,
      name: `Blood orange juice ${index}`,
      description: 'Pressed from Sicilian blood oranges. '.repeat(4),
      priceMinor: 250 + index,
      optionValues: ['1 l', 'chilled'],
      createdAt: new Date(1_700_000_000_000 + index).toISOString(),
    })),
    total: 10_000,
  };
  const json = JSON.stringify(page);
  return createHash('sha256')
    .update(JSON.stringify(JSON.parse(json)))
    .digest('hex');
}

/**
 * Milliseconds for PIECES pieces of work, the median of ROUNDS rounds:
 * lower is faster. Comparable between runs on one machine, not between machines.
 * @returns {number}
 */
export function machinePace() {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    for (let piece = 0; piece < PIECES; piece += 1) workOnce();
    rounds.push(performance.now() - started);
  }
  return Math.round(/** @type {number} */ (median(rounds)));
}

/**
 * The slowest core's pace with every core measured at once, in worker
 * threads. On a virtual machine whose cores are shared with other tenants,
 * one core alone may be quick while two at once are not (125 ms alone against
 * 184–208 ms at once, minutes apart on 2026-12-07); the bench's API,
 * PostgreSQL and load generator use both.
 * @returns {Promise<number>}
 */
export async function machinePaceOnEveryCore() {
  const paces = await Promise.all(
    Array.from(
      { length: availableParallelism() },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./pace-worker.mjs', import.meta.url));
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return Math.max(...paces);
}
