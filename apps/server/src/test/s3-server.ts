/**
 * A real S3-compatible server (s3rver, from npm) in its own process on loopback with one empty
 * bucket, for the S3 storage adapter's tests and for processes that share a bucket. `env`
 * configures the app to use it. s3rver encrypts list continuation tokens with DES, which
 * Node's OpenSSL 3 only offers through its legacy provider.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type S3Server = { env: Record<string, string>; endpoint: string; bucket: string; close: () => Promise<void> };

/** s3rver's fixed account; requests signed for any other access key are refused. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');

/** Starts s3rver on a free port of 4400-4449 (loopback), trying another when one is taken. */
export async function startS3Server(bucket = 'hirebase-test'): Promise<S3Server> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const server = await tryStart(4400 + Math.floor(Math.random() * 50), bucket);
    if (server) return server;
  }
  throw new Error('s3rver did not start on any port tried');
}

async function tryStart(port: number, bucket: string): Promise<S3Server | null> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'hirebase-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', bin, '--directory', directory, '--address', '127.0.0.1', '--port', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(directory, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode != null || child.signalCode != null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  for (let i = 0; ; i++) {
    // A taken port makes s3rver exit at once.
    if (child.exitCode != null || i === 100) {
      await close();
      return null;
    }
    // Only s3rver answers this with the listing of the bucket it was told to make.
    const body = await fetch(`${endpoint}/${bucket}`).then((r) => r.text(), () => '');
    if (body.includes(`<Name>${bucket}</Name>`) && child.exitCode == null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    close,
  };
}
