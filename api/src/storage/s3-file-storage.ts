import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkStorageKey, newStorageKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver, …); unset talks to AWS itself. */
  endpoint?: string;
}

/** Uploads kept in one bucket, so every API instance reads what any other stored. */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  readonly client: S3Client;

  constructor({ bucket, region, endpoint }: S3StorageOptions) {
    this.bucket = bucket;
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and friends,
    // profiles, instance roles), so no secret passes through the app's own config.
    this.client = new S3Client({
      region,
      ...(endpoint
        ? {
            endpoint,
            // S3-compatible servers name the bucket in the path, not in a subdomain.
            forcePathStyle: true,
          }
        : {}),
    });
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const key = newStorageKey(extension);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
    return key;
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
      const bytes = await object.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface asks.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey from AWS; some compatible servers say only 404. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket');
