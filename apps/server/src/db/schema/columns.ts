import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp column: with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A timestamp kept to the millisecond, as a JavaScript Date holds it: a keyset mark read back into a
 * Date then names exactly the row it was taken from (candidates.updated_at, which matching walks).
 */
export const tsMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
