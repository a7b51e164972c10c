/**
 * Secrets kept at rest for a user (provider tokens, mailbox passwords): AES-256-GCM with a key derived
 * by HKDF-SHA256 from AUTH_SECRET. A sealed value is `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url),
 * where keyId names the secret it was sealed with, so after a rotation (the old secret moved to
 * AUTH_SECRET_PREVIOUS) old values still open and are re-sealed with the new key when next written.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from './env';

type Key = { id: string; key: Buffer };

const cache = new Map<string, Key>();

function keyFor(secret: string): Key {
  let found = cache.get(secret);
  if (!found) {
    const key = Buffer.from(hkdfSync('sha256', secret, 'hirebase-secret-box', 'integration secrets v1', 32));
    // The id tells secrets apart without revealing anything usable about them.
    const id = createHash('sha256').update(key).update('key-id').digest('base64url').slice(0, 8);
    found = { id, key };
    cache.set(secret, found);
  }
  return found;
}

/** Encrypts `plaintext` with the current secret's key. */
export function sealSecret(env: Pick<Env, 'authSecret'>, plaintext: string): string {
  const { id, key } = keyFor(env.authSecret);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Decrypts a sealed value with the key its id names (current or previous secret); throws when it cannot. */
export function openSecret(env: Pick<Env, 'authSecret' | 'authSecretPrevious'>, sealed: string): string {
  const [version, keyId, iv, tag, data, ...rest] = sealed.split('.');
  if (version !== 'v1' || !keyId || iv === undefined || tag === undefined || data === undefined || rest.length > 0) throw new Error('Not a sealed secret');
  const key = [env.authSecret, env.authSecretPrevious].filter((s): s is string => !!s).map(keyFor).find((k) => k.id === keyId);
  if (!key) throw new Error('Sealed with a secret this server no longer has');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Whether a sealed value was sealed with an older secret and should be re-sealed. */
export function sealedWithPrevious(env: Pick<Env, 'authSecret'>, sealed: string): boolean {
  return sealed.split('.')[1] !== keyFor(env.authSecret).id;
}
