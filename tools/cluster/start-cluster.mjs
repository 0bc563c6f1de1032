#!/usr/bin/env node
// pnpm start:cluster: the deployment on one machine. PostgreSQL and Redis
// (Debian's packages), s3rver, two API instances started together, HAProxy in
// front of them on :3000, and the static apps on :8080-8084. Ctrl+C stops what
// it started; PostgreSQL and Redis keep running, as shared services do.
import path from 'node:path';
import { ROOT, startCluster } from './lib/cluster.mjs';

const dir = path.join(ROOT, '.cluster');
const cluster = await startCluster({ dir, fresh: process.argv.includes('--fresh') });
console.log(
  `\nOpen http://localhost:8080. Logs in ${path.relative(process.cwd(), dir)}/. Ctrl+C stops the cluster.`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}
