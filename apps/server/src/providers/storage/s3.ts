/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), so any number of API and worker
 * processes share them. Every write is one PutObject, which S3 makes visible whole or not at all:
 * a process that dies mid-write leaves nothing under the key, so there are no partial files to
 * discard (the adapter never starts multipart uploads). Reads are streamed to the client by the
 * authorized route; the bucket stays private and is never linked to.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkStorageKey, isStorageKey, type Storage } from './storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset means AWS S3 itself. */
  endpoint: string | null;
  /** Bucket in the path (`host/bucket/key`) rather than the host name, as most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Explicit credentials (tests); otherwise the SDK's usual chain: AWS_* variables, profile, instance role. */
  credentials?: S3ClientConfig['credentials'];
};

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: most S3-compatible servers reject the newer
    // trailing-checksum uploads, and a single PUT of a known body needs none.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function open(key: string): Promise<ReadableStream<Uint8Array>> {
    const res = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    if (!res.Body) throw new Error(`Stored file ${key} has no body`);
    return res.Body.transformToWebStream() as ReadableStream<Uint8Array>;
  }

  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: bytes, ContentType: 'application/octet-stream' }));
    },
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
      if (!res.Body) throw new Error(`Stored file ${key} has no body`);
      return res.Body.transformToByteArray();
    },
    stream(key) {
      checkStorageKey(key);
      let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          reader ??= (await open(key)).getReader();
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel(reason) {
          await reader?.cancel(reason);
        },
      });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${checkStorageKey(prefix)}/`, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async discardPartial() {
      // Single PUTs are atomic: nothing half-written can exist under any key.
      return 0;
    },
  };
}
