import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it refuses requests signed with any other key. */
export const S3RVER_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** The files behind the objects, for a test that pulls one away. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server in this process, on a free port of 127.0.0.1,
 * with one empty bucket, kept in a temporary folder removed on close.
 */
export async function startS3(bucket = 'storefront-test-uploads'): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'storefront-s3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Points the AWS SDK's default credential chain at s3rver's account, as an
 * operator would by setting the variables, and answers a function that puts
 * back what was there.
 */
export function useS3rverCredentials(): () => void {
  const before = Object.fromEntries(
    Object.keys(S3RVER_CREDENTIALS).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, S3RVER_CREDENTIALS);
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
