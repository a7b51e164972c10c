/** What the Google and Graph calendars share beyond the provider call: the stable id of an interview's event. */
import { createHash } from 'node:crypto';

/** A stable id for the interview's event (lowercase hex, which Google's base32hex event ids accept). */
export const stableEventId = (uid: string): string => `hb${createHash('sha256').update(uid).digest('hex').slice(0, 40)}`;
