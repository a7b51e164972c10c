/**
 * Removes stored files that no record refers to: a resume stored by a drop whose transaction
 * never committed (the process died, the client went away), an export written just before a
 * crash, an import preview nobody went on to import, a synced mail's attachment whose email was never
 * stored, and half-written files. Files younger than
 * the grace period are left alone, since their record may still be on its way. Runs at start-up
 * and every hour (main.ts); what it removed is logged.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails, operationItems, operations, resumes, scoutRecords } from '../../db/schema';
import type { Storage } from '../../providers/storage';

const HOUR = 60 * 60 * 1000;
const BATCH = 500;

type Rule = { prefix: string; graceMs: number; referenced: (db: Db, keys: string[]) => Promise<Set<string>> };

const column = async (query: Promise<{ key: string | null }[]>) => new Set((await query).flatMap((r) => (r.key ? [r.key] : [])));

const importKey = sql<string>`${operations.params}->>'file_key'`;

export const SWEEP_RULES: Rule[] = [
  {
    prefix: 'resumes',
    graceMs: HOUR,
    referenced: async (db, keys) => {
      const [items, stored, scouted] = await Promise.all([
        column(db.select({ key: operationItems.storageKey }).from(operationItems).where(inArray(operationItems.storageKey, keys))),
        column(db.select({ key: resumes.storageKey }).from(resumes).where(inArray(resumes.storageKey, keys))),
        column(db.select({ key: scoutRecords.resumeStorageKey }).from(scoutRecords).where(inArray(scoutRecords.resumeStorageKey, keys))),
      ]);
      return new Set([...items, ...stored, ...scouted]);
    },
  },
  {
    prefix: 'exports',
    graceMs: HOUR,
    referenced: (db, keys) => column(db.select({ key: operations.resultFileKey }).from(operations).where(inArray(operations.resultFileKey, keys))),
  },
  {
    // A preview is kept a day for the import that follows it; its name travels in `<key>-name`.
    prefix: 'imports',
    graceMs: 24 * HOUR,
    referenced: async (db, keys) => {
      const files = [...new Set(keys.map((key) => key.replace(/-name$/, '')))];
      const used = await column(db.select({ key: importKey }).from(operations).where(inArray(importKey, files)));
      return new Set(keys.filter((key) => used.has(key.replace(/-name$/, ''))));
    },
  },
  {
    // Attachments of synced mail (integrations/imap), stored just before their email's row commits.
    prefix: 'mail',
    graceMs: HOUR,
    referenced: async (db, keys) => {
      const held = sql`exists (select 1 from jsonb_array_elements(${emails.attachments}) a where a->>'file_key' in ${keys})`;
      const rows = await db.select({ attachments: emails.attachments }).from(emails).where(held);
      const wanted = new Set(keys);
      return new Set(rows.flatMap((r) => r.attachments.map((a) => a.file_key)).filter((k) => wanted.has(k)));
    },
  },
];

export type SweepResult = { removed: number; partial: number };

export async function sweepOrphanFiles(db: Db, storage: Storage, { now = new Date(), rules = SWEEP_RULES } = {}): Promise<SweepResult> {
  let removed = 0;
  for (const rule of rules) {
    const before = now.getTime() - rule.graceMs;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const keep = await rule.referenced(db, batch);
      for (const key of batch) {
        if (keep.has(key)) continue;
        await storage.remove(key);
        removed++;
      }
      batch = [];
    };
    for await (const file of storage.list(rule.prefix)) {
      if (file.modifiedAt.getTime() >= before) continue;
      batch.push(file.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  const partial = await storage.discardPartial(new Date(now.getTime() - HOUR));
  return { removed, partial };
}

/** Sweeps now and then every hour; returns the function that stops it. */
export function startFileSweep(
  db: Db,
  storage: Storage,
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
): () => void {
  const run = async () => {
    try {
      const result = await sweepOrphanFiles(db, storage);
      log.info(result, 'swept stored files no record refers to');
    } catch (err) {
      log.error({ err }, 'the file sweep failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
