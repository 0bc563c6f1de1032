// Read routes under load: autocannon, 50 connections, as lib/api-load.mjs
// measures the API at the seed's size, each route in three rounds of 5 s
// (loadInRounds), its figures their medians as the write part's are. A route
// measured uncached gets a URL of its own on every request: the API's answer
// cache keeps catalogue answers by the URL as sent
// (api/src/modules/catalogue/routes.ts, answerKey), and its query schemas drop
// a parameter they do not know, so `_bench=<n>` changes the key and nothing
// else. (There is no setting that turns the cache off.)
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { CONNECTIONS } from '../lib/api-load.mjs';
import { median } from '../lib/stats.mjs';

/** Rounds of each route, and how long each is measured after its warm-up. */
export const ROUNDS = 3;
export const ROUND_S = 5;
/** The warm-up before a route's first round, and before each round after it. */
const FIRST_WARMUP_S = 2;
const WARMUP_S = 1;
/**
 * Past autocannon's default 10 s, a slow route's requests would be given up
 * and sent again while the API still works on the first ones, which then
 * queue without end; waited for this long, each connection has one request
 * in the API at a time, and a slow answer is timed, not counted as an error.
 */
const TIMEOUT_S = 30;
/** An answer this quick says nothing is queued before it. */
const QUIET_ANSWER_MS = 200;
/** The parameter that makes each request's URL its own. */
export const UNCACHED_PARAM = '_bench';
/** Requests sent one after another for a route's time alone. */
const ALONE_REQUESTS = 21;

/**
 * A read route the bench loads: `path` from the origin, the token of who
 * asks, and whether its answer may come from the answer cache.
 * @typedef {object} LoadTarget
 * @property {string} path
 * @property {string} [token]
 * @property {boolean} [uncached]
 */

/** The figures of one round of a route's load. @typedef {Awaited<ReturnType<typeof loadRound>>} RoundFigures */
/** A route's figures over its rounds. @typedef {ReturnType<typeof ofRounds>} RouteFigures */

/**
 * The path of the n-th request: with UNCACHED_PARAM set to n when uncached.
 * @param {LoadTarget} target
 * @param {number} n
 */
export function requestPath(target, n) {
  if (!target.uncached) return target.path;
  return `${target.path}${target.path.includes('?') ? '&' : '?'}${UNCACHED_PARAM}=${n}`;
}

let requestCount = 0;

/**
 * @param {string} origin
 * @param {LoadTarget} target
 * @param {number} duration seconds
 */
function run(origin, target, duration) {
  /** @type {autocannon.Request} */
  const request = {
    method: 'GET',
    path: target.path,
    headers: target.token ? { authKey: target.token } : {},
  };
  if (target.uncached)
    request.setupRequest = (raw) => ({ ...raw, path: requestPath(target, (requestCount += 1)) });
  // Without a callback autocannon answers its instance, made thenable.
  return /** @type {Promise<autocannon.Result>} */ (
    /** @type {unknown} */ (
      autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration,
        timeout: TIMEOUT_S,
        requests: [request],
      })
    )
  );
}

/**
 * Every route loaded ROUNDS times, the routes taken in turn in each round:
 * a route's rounds lie minutes apart, so a spell of a slower machine (its
 * pace moves by 20–30 % from one minute to the next: docs/bench.md) falls in
 * one of them rather than all. `watch` wraps each round of a route (the
 * bench notes the server log's place around it). Answers each route's
 * figures (ofRounds), in the routes' order.
 * @template {LoadTarget} R
 * @param {string} origin
 * @param {R[]} routes
 * @param {object} [options]
 * @param {() => Promise<unknown>} [options.settle] run after each warm-up and round (loadRound)
 * @param {(route: R, load: () => Promise<RoundFigures>) => Promise<RoundFigures>} [options.watch]
 * @param {(round: number) => void} [options.onRound] told as each round starts (from 1)
 */
export async function loadInRounds(origin, routes, options = {}) {
  const { settle, watch = (_route, load) => load(), onRound } = options;
  /** @type {RoundFigures[][]} */
  const rounds = routes.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    onRound?.(round + 1);
    const warmup = round === 0 ? FIRST_WARMUP_S : WARMUP_S;
    for (const [index, route] of routes.entries())
      rounds[index].push(await watch(route, () => loadRound(origin, route, warmup, settle)));
  }
  return rounds.map(ofRounds);
}

/**
 * @param {(number | null)[]} values
 * @returns {number | null} their median, a missing one (no answer) counting as the slowest
 */
function medianOrNull(values) {
  const middle = median(values.map((value) => value ?? Infinity));
  return Number.isFinite(middle) ? middle : null;
}

/**
 * A route's figures from its rounds: each the median of the rounds', the
 * answers and errors their sums, and the lowest and highest answers a second
 * and p99 beside them (null where a round had no p99).
 * @param {RoundFigures[]} rounds
 */
export function ofRounds(rounds) {
  const each = /** @template T @param {(round: RoundFigures) => T} pick */ (pick) =>
    rounds.map(pick);
  const perSecond = each((round) => round.perSecond);
  const p99 = each((round) => round.p99);
  return {
    connections: CONNECTIONS,
    rounds: rounds.length,
    durationSeconds: ROUND_S,
    answered: each((round) => round.answered).reduce((sum, answered) => sum + answered, 0),
    perSecond: median(perSecond),
    p50: medianOrNull(each((round) => round.p50)),
    p99: medianOrNull(p99),
    errors: each((round) => round.errors).reduce((sum, errors) => sum + errors, 0),
    alone: medianOrNull(each((round) => round.alone)),
    ranges: {
      perSecond: /** @type {[number, number]} */ ([Math.min(...perSecond), Math.max(...perSecond)]),
      p99: p99.includes(null)
        ? null
        : /** @type {[number, number]} */ ([
            Math.min(.../** @type {number[]} */ (p99)),
            Math.max(.../** @type {number[]} */ (p99)),
          ]),
    },
  };
}

/**
 * One round of a route: its answers a second and p50/p99 in ms after a
 * warm-up; every answer outside 2xx, and every socket error or timeout, is an
 * error. A request still unanswered when the round ends is not counted at
 * all: a route slower than the round has no p99 (null), and one that answers
 * some has the p99 of those, a figure below its real one.
 * `settle` runs between the warm-up and the measured run: it waits for the
 * API to finish what the warm-up left it (a slow route's requests are still
 * being answered when their connections close), which would otherwise answer
 * first and leave the measured run's requests waiting behind them.
 * @param {string} origin
 * @param {LoadTarget} target
 * @param {number} warmupS
 * @param {() => Promise<unknown>} [settle]
 */
async function loadRound(origin, target, warmupS, settle) {
  await run(origin, target, warmupS);
  await settle?.();
  const result = await run(origin, target, ROUND_S);
  const answered = result['2xx'] > 0;
  await settle?.();
  return {
    answered: result['2xx'],
    perSecond: result['2xx'] / ROUND_S,
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    errors: result.errors + result.timeouts + result.non2xx,
    alone: await aloneMs(origin, target),
  };
}

/**
 * The route's median time with nothing else in the API: ALONE_REQUESTS sent
 * one after another. Beside the loaded p50 it tells what a request costs from
 * how long it queued behind 49 others on two cores. Null if one failed.
 * @param {string} origin
 * @param {LoadTarget} target
 */
export async function aloneMs(origin, target) {
  /** @type {number[]} */
  const times = [];
  for (let n = 0; n < ALONE_REQUESTS; n += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${requestPath(target, (requestCount += 1))}`, {
      headers: target.token ? { authKey: target.token } : {},
    });
    await response.arrayBuffer();
    if (!response.ok) return null;
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? null;
}

/**
 * Waits until the API answers `path` (a read that goes to the database
 * every time) quickly three times in a row, or `timeoutMs` passes (false):
 * on the embedded PGlite, which runs one statement at a time, a route whose
 * requests are still being answered would hold up the next one.
 * @param {string} origin
 * @param {string} path
 */
export async function waitForQuietApi(origin, path, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (Date.now() < deadline) {
    const started = performance.now();
    const answered = await fetch(`${origin}${path}`).then(
      (response) => response.ok,
      () => false,
    );
    quick = answered && performance.now() - started < QUIET_ANSWER_MS ? quick + 1 : 0;
    if (quick === 3) return true;
    await sleep(100);
  }
  return false;
}
