/**
 * Which job a portal's applicant applied to, from what the portal wrote: our job id (the feed's
 * reference number), or the job's title — first among the jobs published to the portal, then the open
 * ones, then any, so an old job of the same name never takes a new job's applicants.
 */
import type { Db } from '../../../db/client';
import { jobRefs } from './portals.repo';

export type JobRef = { id: string; title: string };

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

export async function jobResolver(db: Db, { orgId, portal }: { orgId: string; portal: string }) {
  const rows = await jobRefs(db, { orgId, portal });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rank = (r: (typeof rows)[number]) => (r.published && r.status === 'open' ? 0 : r.status === 'open' ? 1 : 2);
  return (...refs: (string | null | undefined)[]): JobRef | null => {
    for (const raw of refs) {
      const ref = raw?.trim();
      if (!ref) continue;
      const exact = byId.get(ref) ?? rows.find((r) => ref.includes(r.id));
      if (exact) return { id: exact.id, title: exact.title };
      const named = rows.filter((r) => norm(r.title) === norm(ref)).sort((a, b) => rank(a) - rank(b))[0];
      if (named) return { id: named.id, title: named.title };
    }
    return null;
  };
}
