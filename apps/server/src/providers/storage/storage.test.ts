/** The storage contract on each adapter: a local folder, and a real S3-compatible server on loopback. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorage } from '../../lib/env';
import { S3_CREDENTIALS, startS3Server, type S3Server } from '../../test/s3-server';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { storageContract } from './storage-contract';

describe('local folder storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hirebase-storage-'));
  storageContract(() => createLocalStorage(root));
});

describe('S3 storage', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  storageContract(() => createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3_CREDENTIALS }));

  it('fails on a bucket that does not exist and on an access key the server does not know', async () => {
    const base = { region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true };
    await expect(createS3Storage({ ...base, bucket: 'no-such-bucket', credentials: S3_CREDENTIALS }).put('resumes/a/b', new Uint8Array([1]))).rejects.toThrow();
    await expect(createS3Storage({ ...base, bucket: s3.bucket, credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' } }).put('resumes/a/b', new Uint8Array([1]))).rejects.toThrow();
  });
});

describe('the storage configuration', () => {
  it('picks the local folder unless S3_BUCKET is set, and reads the bucket settings', () => {
    expect(parseStorage({}, '/srv/data')).toEqual({ kind: 'local', dir: '/srv/data/files' });
    expect(parseStorage({ FILES_DIR: '/mnt/files' }, '/srv/data')).toEqual({ kind: 'local', dir: '/mnt/files' });
    expect(parseStorage({ S3_BUCKET: 'cvs' }, '/srv/data')).toEqual({ kind: 's3', bucket: 'cvs', region: 'us-east-1', endpoint: null, forcePathStyle: false });
    expect(parseStorage({ S3_BUCKET: 'cvs', AWS_REGION: 'eu-west-3' }, '/d')).toMatchObject({ region: 'eu-west-3' });
    expect(parseStorage({ S3_BUCKET: 'cvs', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'local' }, '/d')).toEqual({
      kind: 's3',
      bucket: 'cvs',
      region: 'local',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(parseStorage({ S3_BUCKET: 'cvs', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }, '/d')).toMatchObject({ forcePathStyle: false });
    expect(() => parseStorage({ S3_BUCKET: 'cvs', S3_ENDPOINT: 'minio:9000' }, '/d')).toThrow('S3_ENDPOINT');
  });
});
