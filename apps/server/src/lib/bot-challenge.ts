/**
 * The bot challenge on sign-in and sign-up: self-hosted ALTCHA proof of work by default,
 * Cloudflare Turnstile when its keys are set, off for tests and local scripts.
 * The client sends its solution in the `turnstile_token` field whichever is used (SPEC §3).
 */
import { create, CappedMap, randomInt } from 'altcha-lib/frameworks/hono';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Env } from './env';

export type BotChallenge = {
  /** Hono handler that issues an ALTCHA challenge (only used in altcha mode). */
  challengeHandler: ReturnType<typeof create>['challengeHandler'];
  verify: (token: unknown, ip: string | null) => Promise<boolean>;
};

export function createBotChallenge(env: Env): BotChallenge {
  // Used challenges are remembered for their lifetime so a solution cannot be replayed.
  const store = new CappedMap({ maxSize: 10_000 });
  const altcha = create({
    deriveKey,
    hmacSignatureSecret: `${env.authSecret}:altcha`,
    hmacKeySignatureSecret: `${env.authSecret}:altcha-key`,
    store: store as never,
    createChallengeParameters: () => ({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(5_000, 40_000),
      expiresAt: new Date(Date.now() + 10 * 60 * 1000),
    }),
  });

  return {
    challengeHandler: altcha.challengeHandler,
    async verify(token, ip) {
      if (env.botChallenge === 'off') return true;
      if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return false;
      if (env.botChallenge === 'altcha') {
        const result = await altcha.verify(token, deriveKey, `${env.authSecret}:altcha`, `${env.authSecret}:altcha-key`, store as never);
        return !result.error && result.verification?.verified === true;
      }
      const form = new URLSearchParams({ secret: env.turnstileSecretKey ?? '', response: token });
      if (ip) form.set('remoteip', ip);
      try {
        const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
