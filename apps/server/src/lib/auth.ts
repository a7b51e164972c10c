/**
 * Identity: better-auth owns users, passwords (scrypt), sessions, verification and reset mail,
 * and Google sign-in. The org-scoped bearer token of SPEC §7 is layered on top (token.ts).
 * Its mail is queued (mailer.ts `queueMail`), so no answer waits on SMTP or hints at an account.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { AppContext } from './context';
import { verifyGoogleIdToken } from './google';
import { newId } from './ids';
import { betterAuthLogger } from './logger';
import { actionMail, queueMail } from './mailer';
import { trustedOrigins } from './origins';
import { clearSignInLocks } from './sign-in-lock';
import { oneAuthPlugin } from '../features/auth/oneauth';

export function createAuth(ctx: AppContext) {
  const { env, db } = ctx;
  return betterAuth({
    appName: 'Hirebase',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: trustedOrigins(env),
    telemetry: { enabled: false },
    logger: betterAuthLogger(ctx.log),
    rateLimit: { enabled: false }, // rate limits are shared across instances in the database (rate-limit.ts)
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      cookiePrefix: 'hirebase',
      // better-auth turns its own origin and callback checks off under NODE_ENV=test; keep them on everywhere.
      disableOriginCheck: false,
      useSecureCookies: env.publicUrl.startsWith('https://'),
      database: { generateId: () => newId() },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    plugins: [oneAuthPlugin(db)],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: env.passwordPolicy.min_length,
      maxPasswordLength: env.passwordPolicy.max_length ?? 128,
      revokeSessionsOnPasswordReset: true,
      // The reset link proves the mailbox: a locked account opens again from every address.
      onPasswordReset: async ({ user }) => clearSignInLocks(db, user.email),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const mail = actionMail({
          heading: 'Reset your Hirebase password',
          body: 'Someone asked to reset the password of this account. If it was not you, ignore this mail. The link works for one hour.',
          action: 'Choose a new password',
          url,
        });
        await queueMail(ctx, { to: user.email, subject: 'Reset your Hirebase password', kind: 'password_reset', ...mail });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const mail = actionMail({
          heading: `Welcome to Hirebase, ${user.name}`,
          body: 'Confirm your email address to finish creating your account. The link works for 24 hours.',
          action: 'Verify email',
          url,
        });
        await queueMail(ctx, { to: user.email, subject: 'Verify your email for Hirebase', kind: 'verify_email', ...mail });
      },
    },
    socialProviders:
      env.googleClientId && env.googleClientSecret
        ? {
            google: {
              clientId: env.googleClientId,
              clientSecret: env.googleClientSecret,
              verifyIdToken: async (token) => (await verifyGoogleIdToken(env, token)) != null,
            },
          }
        : {},
  });
}

export type Auth = ReturnType<typeof createAuth>;
