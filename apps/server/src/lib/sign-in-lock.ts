/**
 * The keys of the sign-in lock (rate_limits rows): failures per account and address, and per
 * account from everywhere. A password reset opens the account again from every address.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export function signInLockKeys(email: string, ip: string) {
  return { here: `signin-fail:${email}|${ip}`, anywhere: `signin-fail:${email}` };
}

/** Forgets every sign-in failure of the account (after its password was reset by mail). */
export async function clearSignInLocks(db: Db, email: string): Promise<void> {
  const { anywhere } = signInLockKeys(email.trim().toLowerCase(), '');
  const pattern = `${anywhere.replace(/[\\%_]/g, (ch) => `\\${ch}`)}|%`;
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${anywhere} OR key LIKE ${pattern}`);
}
