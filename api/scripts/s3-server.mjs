// An S3-compatible server on this machine (s3rver), for a local cluster or tests:
//   S3_PORT (default 9590), S3_DIR (default a new temporary folder), S3_BUCKET
//   (default storefront-uploads, created if missing). Prints the endpoint once it
//   listens; SIGTERM or SIGINT stops it, and removes the folder if it made one.
//   s3rver accepts the key pair S3RVER / S3RVER.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const port = Number(process.env.S3_PORT || 9590);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`S3_PORT must be a port number, not ${process.env.S3_PORT}`);
  process.exit(1);
}
const bucket = process.env.S3_BUCKET || 'storefront-uploads';
const temporary = !process.env.S3_DIR;
const directory = temporary
  ? await mkdtemp(path.join(os.tmpdir(), 'storefront-s3-'))
  : process.env.S3_DIR;

const server = new S3rver({
  address: '127.0.0.1',
  port,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const address = await server.run();
console.log(
  `S3 endpoint http://127.0.0.1:${address.port} (bucket ${bucket}, files in ${directory})`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  if (temporary) await rm(directory, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
