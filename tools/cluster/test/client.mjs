import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/** @import { AddressInfo } from 'node:net' */

/**
 * One API call's options: `token` goes as the authKey header, `client` as
 * X-Forwarded-For; a FormData body goes as it is, any other as JSON.
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {unknown} [body]
 * @property {string} [token]
 * @property {string} [client]
 * @property {Record<string, string>} [headers]
 */

/**
 * An API answer: its status and its parsed body (the text when it is not JSON).
 * The body is any: each test reads the fields of the route it calls.
 * @typedef {{ status: number, body: any }} Answer
 */

/** @typedef {ReturnType<typeof database>} Database */
/**
 * A verified customer, and the client address it calls from.
 * @typedef {Awaited<ReturnType<typeof verifiedCustomer>>} Customer
 */
/** A message the mail server received. @typedef {{ to: string[], data: string }} Mail */
/** @typedef {Awaited<ReturnType<typeof startMailServer>>} MailServer */

let clients = 0;
/** A made-up client address: the load balancer passes it on, so each test customer has rate limits of its own. */
export const newClientAddress = () => {
  clients += 1;
  return `10.1.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

/**
 * One API call; answers the status and the parsed body.
 * @param {string} base
 * @param {string} route
 * @param {CallOptions} [options]
 * @returns {Promise<Answer>}
 */
export async function call(
  base,
  route,
  { method = 'GET', body, token, client, headers = {} } = {},
) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body instanceof FormData
        ? {}
        : body !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
      ...(token ? { authKey: token } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

/**
 * An order event stream (Server-Sent Events) read as it arrives: `next()`
 * answers the next event, or fails after `timeoutMs`.
 * @param {string} url
 * @param {string} token
 */
export async function openEventStream(url, token, timeoutMs = 5000) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authKey: token, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`event stream: ${response.status} ${await response.text()}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** @returns {Promise<{ id: string, event: string, data: Record<string, unknown> }>} */
    async next() {
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (/** @type {string} */ name) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const data = field('data');
            if (data !== undefined) {
              return {
                id: field('id') ?? '',
                event: field('event') ?? 'message',
                data: JSON.parse(data),
              };
            }
            continue;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('the event stream ended');
          buffer += value;
        }
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}

/** @param {string} url */
export function database(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    /** @param {string} sql @param {unknown[]} [params] */
    query: (sql, params) => pool.query(sql, params),
    close: () => pool.end(),
  };
}

let customerCount = 0;
/**
 * A new customer with a verified mobile, through the API only: register, ask
 * for a code, read the text the API wrote to the SMS outbox, send it back.
 * @param {string} base
 * @param {Database} db
 */
export async function verifiedCustomer(base, db) {
  customerCount += 1;
  const suffix = String(200000 + customerCount * 7 + Math.floor(Math.random() * 700000)).slice(
    0,
    6,
  );
  const client = newClientAddress();
  const registered = await call(base, '/auth/register', {
    method: 'POST',
    client,
    body: {
      name: `Cluster Customer ${suffix}`,
      email: `cluster${suffix}@example.test`,
      mobile: `+447400${suffix}`,
      password: 'a long enough password',
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
  const { token, user } = registered.body;
  const sent = await call(base, '/otp/send', { method: 'POST', token, client });
  if (sent.status !== 200) throw new Error(`otp send: ${JSON.stringify(sent)}`);
  const { rows } = await db.query(
    'SELECT body FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
    [user.mobile],
  );
  const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await call(base, '/otp/verify', {
    method: 'POST',
    token,
    client,
    body: { code },
  });
  if (verified.status !== 200) throw new Error(`otp verify: ${JSON.stringify(verified)}`);
  return { token, user, client };
}

/**
 * @param {string} base
 * @param {string} identifier
 * @param {string} password
 * @param {string} [client]
 */
export async function signIn(base, identifier, password, client = newClientAddress()) {
  const answer = await call(base, '/auth/login', {
    method: 'POST',
    client,
    body: { identifier, password },
  });
  if (answer.status !== 200) throw new Error(`login: ${JSON.stringify(answer)}`);
  const secondStep = answer.body.twoFactor;
  if (!secondStep) return { token: answer.body.token, client };
  // The cluster's owner (create-operator's) sets it up at the first sign-in, as a person would.
  if (secondStep.kind === 'setup') secrets.set(identifier, secondStep.secret);
  if (!secrets.has(identifier)) {
    throw new Error(`${identifier} has two-factor sign-in from an earlier run: start with --fresh`);
  }
  const done = await call(base, '/auth/two-factor', {
    method: 'POST',
    client,
    body: { challenge: secondStep.challenge, code: await nextCode(identifier) },
  });
  if (done.status !== 200) throw new Error(`two-factor: ${JSON.stringify(done)}`);
  return { token: done.body.token, client };
}

/** Authenticator secrets that signIn set up this run, by identifier. */
const secrets = new Map();
/** The 30-second step of each identifier's last code: a code works once. */
const lastSteps = new Map();

/**
 * A code the API takes now and has not taken before: the current step, or
 * the next (the API allows one step of drift), waiting when both are spent.
 * @param {string} identifier
 */
async function nextCode(identifier) {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (lastSteps.get(identifier) ?? -Infinity) + 1);
    if (step <= now + 1) {
      lastSteps.set(identifier, step);
      return generate({ secret: secrets.get(identifier), epoch: step * 30 });
    }
    await sleep(1000);
  }
}

/**
 * Polls `read` until `done(value)`; answers the value and how long it took.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} done
 * @param {{ timeoutMs?: number, everyMs?: number }} [options]
 */
export async function waitUntil(read, done, { timeoutMs = 5000, everyMs = 20 } = {}) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) return { value, ms: Infinity };
    await sleep(everyMs);
  }
}

/** A real SMTP server that keeps every message it receives. */
export async function startMailServer() {
  /** @type {Mail[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // An instance killed mid-message drops its connection (the SIGKILL test
  // does that on purpose); the server reports it here instead of crashing.
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    // Listening on a TCP port, so its address is an AddressInfo.
    url: `smtp://127.0.0.1:${/** @type {AddressInfo} */ (server.server.address()).port}`,
    received,
    /** @type {() => Promise<void>} */
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
