import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serveApp, APPS } from '@storefront/server';
import { writeHaproxyConfig } from './haproxy.mjs';
import { portInUse, startProcess, waitForHttp } from './processes.mjs';

/** @import { StartedProcess } from './processes.mjs' */

/**
 * One API instance: `process` is null until it is first started.
 * @typedef {{ name: string, port: number, url: string, process: StartedProcess | null }} Instance
 */

/**
 * @typedef {object} ClusterOptions
 * @property {string} dir                       where the cluster keeps its logs, s3rver's files and HAProxy's config
 * @property {boolean} [fresh]                  drop the cluster's database first
 * @property {Record<string, string>} [apiEnv]  added to every API instance's environment
 * @property {boolean} [statics]                serve the built apps too
 * @property {(line: string) => void} [log]
 */

/** A running cluster, as startCluster answers it. @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The cluster's own ports: the load balancer takes the API's usual 3000, so the built host needs no change. */
export const CLUSTER_PORTS = {
  loadBalancer: 3000,
  instances: [3101, 3102],
  s3: 9590,
};
const DATABASE_NAME = 'storefront_cluster';
const BUCKET = 'storefront-uploads';
// s3rver's fixed credentials; a real deployment uses the AWS variables of its own account.
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * PostgreSQL and Redis from the project's own script (Debian's packages,
 * installed and started when missing). Answers the PostgreSQL admin URL and the
 * Redis URL.
 */
export function ensureBackingServices() {
  const output = execFileSync(
    'bash',
    [
      '-c',
      'source scripts/lib/ensure-tools.sh >&2 && ensure_postgres >&2 && ensure_redis >&2 && ' +
        'echo "$TEST_DATABASE_URL $TEST_REDIS_URL"',
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [adminUrl, redisUrl] = output.trim().split(/\s+/);
  if (!adminUrl || !redisUrl) throw new Error('PostgreSQL or Redis did not start');
  return { adminUrl, redisUrl };
}

/**
 * @template T
 * @param {string} adminUrl
 * @param {(client: pg.Client) => Promise<T>} work
 */
async function withAdmin(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The cluster's database: kept between starts, or made anew when `fresh`. Answers its URL.
 * @param {string} adminUrl
 * @param {{ fresh: boolean }} options
 */
async function prepareDatabase(adminUrl, { fresh }) {
  await withAdmin(adminUrl, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/** The store's operator in the cluster, made as a deployment makes its first one. */
const OPERATOR = {
  email: 'operator@cluster.test',
  mobile: '+447911000099',
  name: 'Cluster Operator',
};

/**
 * The cluster's operator: made by `create-operator` (no account has a
 * published password in production), its generated password kept in the
 * cluster's folder for the next start. Answers what signs in as it.
 * @param {string} databaseUrl
 * @param {string} dir
 * @param {{ fresh: boolean }} options
 * @returns {{ identifier: string, password: string }}
 */
function ensureOperator(databaseUrl, dir, { fresh }) {
  const file = path.join(dir, 'operator.json');
  if (!fresh && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'api/dist/create-operator.js'),
        ...['--email', OPERATOR.email, '--mobile', OPERATOR.mobile, '--name', OPERATOR.name],
      ],
      {
        cwd: path.join(ROOT, 'api'),
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr ?? '';
    throw new Error(
      `create-operator failed: ${stderr.trim()}${existsSync(file) ? '' : ` (without ${file}, start with --fresh)`}`,
      { cause: error },
    );
  }
  const password = /Password \(shown this once[^)]*\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`create-operator printed no password:\n${output}`);
  const operator = { identifier: OPERATOR.email, password };
  writeFileSync(file, `${JSON.stringify(operator)}\n`, { mode: 0o600 });
  return operator;
}

/**
 * Starts the whole cluster on one machine and answers its parts. Both API
 * instances start at the same moment on the same database: the migrations'
 * lock is what lets them. `apiEnv` adds to every instance's environment (the
 * tests point SMTP_URL at their own mail server).
 * @param {ClusterOptions} options
 */
export async function startCluster({
  dir,
  fresh = false,
  apiEnv = {},
  statics = true,
  log = console.log,
}) {
  mkdirSync(dir, { recursive: true });
  /** @type {number[]} */
  const busy = [];
  for (const port of [CLUSTER_PORTS.loadBalancer, ...CLUSTER_PORTS.instances, CLUSTER_PORTS.s3])
    if (await portInUse(port)) busy.push(port);
  if (statics)
    for (const app of Object.keys(APPS))
      if (await portInUse(APPS[app].port)) busy.push(APPS[app].port);
  if (busy.length)
    throw new Error(`ports in use: ${busy.join(', ')}; stop what listens there first`);

  const { adminUrl, redisUrl } = ensureBackingServices();
  const databaseUrl = await prepareDatabase(adminUrl, { fresh });
  log(`PostgreSQL  ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`);
  log(`Redis       ${redisUrl}`);

  /** @type {StartedProcess[]} */
  const stopping = [];
  const s3Endpoint = `http://127.0.0.1:${CLUSTER_PORTS.s3}`;
  const s3 = startProcess(process.execPath, [path.join(ROOT, 'api/scripts/s3-server.mjs')], {
    env: { S3_PORT: String(CLUSTER_PORTS.s3), S3_DIR: path.join(dir, 's3'), S3_BUCKET: BUCKET },
    logStream: createWriteStream(path.join(dir, 's3.log')),
  });
  stopping.push(s3);
  await waitForHttp(`${s3Endpoint}/${BUCKET}`, 30_000).catch(async (error) => {
    await Promise.all(stopping.map((part) => part.stop()));
    throw error;
  });
  log(`S3 (s3rver) ${s3Endpoint}/${BUCKET}`);

  const instanceEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    ...S3_CREDENTIALS,
    // The load balancer is the only proxy; the client's address comes from its X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ...apiEnv,
  };
  /** @type {Instance[]} */
  const instances = CLUSTER_PORTS.instances.map((port, index) => ({
    name: `api${index + 1}`,
    port,
    url: `http://127.0.0.1:${port}/api`,
    process: null,
  }));
  /** @param {Instance} instance */
  const startInstance = (instance) => {
    instance.process = startProcess(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: path.join(ROOT, 'api'),
      env: { ...instanceEnv, PORT: String(instance.port) },
      logStream: createWriteStream(path.join(dir, `${instance.name}.log`), { flags: 'a' }),
    });
    return waitForHttp(`${instance.url}/health`);
  };
  /** @type {{ identifier: string, password: string }} */
  let operator;
  try {
    // At the same moment, on purpose.
    await Promise.all(instances.map(startInstance));
    operator = ensureOperator(databaseUrl, dir, { fresh });
  } catch (error) {
    await Promise.all(
      // filter(Boolean) drops the instances that never started, which its type does not say.
      /** @type {StartedProcess[]} */ (
        [...stopping, ...instances.map((i) => i.process)].filter(Boolean)
      ).map((p) => p.stop()),
    );
    throw error;
  }
  for (const instance of instances) log(`${instance.name.padEnd(11)} ${instance.url}`);
  log(`operator    ${operator.identifier} (password in ${path.join(dir, 'operator.json')})`);

  const loadBalancerUrl = `http://localhost:${CLUSTER_PORTS.loadBalancer}/api`;
  const haproxyConfig = writeHaproxyConfig({ dir, port: CLUSTER_PORTS.loadBalancer, instances });
  // -db: HAProxy stays in the foreground, so the cluster owns its process.
  const haproxy = startProcess('haproxy', ['-db', '-f', haproxyConfig], {
    logStream: createWriteStream(path.join(dir, 'haproxy.log')),
  });
  stopping.push(haproxy);
  await waitForHttp(`${loadBalancerUrl}/health`, 30_000);
  log(`HAProxy     ${loadBalancerUrl}`);

  const servers = statics
    ? await Promise.all(
        Object.keys(APPS).map((app) => serveApp({ app, dir: path.join(ROOT, app, 'dist') })),
      )
    : [];
  if (statics) log(`host        http://localhost:${APPS.host.port} (its API is the load balancer)`);

  return {
    databaseUrl,
    redisUrl,
    /** Signs in as the store's operator. */
    operator,
    s3Endpoint,
    bucket: BUCKET,
    loadBalancerUrl,
    instances,
    /** Starts a stopped instance again and waits until it answers. @param {Instance} instance */
    restart: (instance) => startInstance(instance),
    async stop() {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all(instances.map((instance) => instance.process?.stop()));
      await Promise.all(stopping.map((part) => part.stop()));
    },
  };
}
