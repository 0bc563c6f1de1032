// A steady reader, for how long a cheap request waits while heavy load runs
// beside it: one GET every 1000/rate ms, on schedule whatever the answers'
// speed, each timed on its own. It runs in a worker thread, so the load
// generator's busy event loop does not delay its clock.
//
// autocannon's own rate limit sends each second's requests back to back at
// the start of the second, so its latencies would time the probe's own burst
// rather than the server (docs/performance.md compares the two).
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

/** @import { MessagePort } from 'node:worker_threads' */

/**
 * The probe's schedule: `rate` GETs a second of `url` for `durationS` s, over
 * up to `connections` connections.
 * @typedef {{ url: string, rate: number, durationS: number, connections: number }} ProbeOptions
 */

/**
 * The probe's answer: each 2xx answer's latency in ms, how many failed, and
 * how long the probe ran, in s.
 * @typedef {{ latencies: number[], errors: number, seconds: number }} ProbeResult
 */

const TIMEOUT_MS = 10_000;

/**
 * GETs `url` at `rate` per second for `durationS` seconds, over up to
 * `connections` kept-alive connections (a request finding them all busy waits
 * for one, and that wait counts). Answers the latencies of the 2xx answers in
 * ms, and how many failed.
 * @param {ProbeOptions} options
 * @returns {Promise<ProbeResult>}
 */
async function probe({ url, rate, durationS, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  /** @returns {Promise<void>} */
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, timeout: TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () => {
          // A response to a request this client made always has its status code.
          const status = /** @type {number} */ (response.statusCode);
          if (status >= 200 && status < 300) latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const intervalMs = 1000 / rate;
  const count = Math.round(durationS * rate);
  const start = performance.now();
  const sent = [];
  for (let index = 0; index < count; index += 1) {
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sent.push(one());
  }
  await Promise.all(sent);
  agent.destroy();
  return { latencies, errors, seconds: (performance.now() - start) / 1000 };
}

/**
 * Runs the probe in a worker thread; resolves with its latencies and errors.
 * @param {ProbeOptions} options
 * @returns {Promise<ProbeResult>}
 */
export function steadyProbe(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the catalogue probe exited with ${code}`));
    });
  });
}

// A worker thread always has its parent's port.
if (!isMainThread && workerData)
  /** @type {MessagePort} */ (parentPort).postMessage(await probe(workerData));
