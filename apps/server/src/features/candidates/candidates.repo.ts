import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, candidateColumns, candidateIdentities, candidates, entityTags, jobStages, jobs } from '../../db/schema';
import type { Identity } from './identities';

export type CandidateRow = Omit<typeof candidates.$inferSelect, 'searchVector' | 'searchHead' | 'searchPairs'>;
export type CandidateFilters = {
  q?: string;
  skill?: string;
  location?: string;
  tag_id?: string;
  owner_id?: string;
  source?: string;
  job_id?: string;
};

/** `%`, `_` and `\` match themselves inside a LIKE pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function filtersWhere(orgId: string, f: CandidateFilters): SQL {
  const conds: (SQL | undefined)[] = [eq(candidates.orgId, orgId), isNull(candidates.mergedIntoId)];
  if (f.q) {
    const p = `%${likeEscape(f.q)}%`;
    conds.push(
      or(
        ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, p),
        ilike(candidates.email, p),
        ilike(candidates.currentTitle, p),
        ilike(candidates.currentCompany, p),
        sql`EXISTS (SELECT 1 FROM unnest(${candidates.emails}) AS e WHERE e ILIKE ${p})`,
      ),
    );
  }
  if (f.skill) conds.push(sql`EXISTS (SELECT 1 FROM unnest(${candidates.skills}) AS s WHERE lower(s) = lower(${f.skill}))`);
  if (f.location) conds.push(ilike(candidates.location, `%${likeEscape(f.location)}%`));
  if (f.owner_id) conds.push(eq(candidates.ownerId, f.owner_id));
  if (f.source) conds.push(sql`lower(${candidates.source}) = lower(${f.source})`);
  if (f.tag_id) {
    conds.push(
      sql`EXISTS (SELECT 1 FROM ${entityTags} WHERE ${entityTags.orgId} = ${orgId} AND ${entityTags.entityId} = ${candidates.id} AND ${entityTags.tagId} = ${f.tag_id})`,
    );
  }
  if (f.job_id) {
    conds.push(
      sql`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.orgId} = ${orgId} AND ${applications.candidateId} = ${candidates.id} AND ${applications.jobId} = ${f.job_id})`,
    );
  }
  return and(...conds)!;
}

const SORTS = {
  name: [candidates.lastName, candidates.firstName],
  created_at: [candidates.createdAt],
  updated_at: [candidates.updatedAt],
} as const;

export async function listCandidates(
  db: Db,
  { orgId, filters, sort, limit, offset }: { orgId: string; filters: CandidateFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const where = filtersWhere(orgId, filters);
  const cols = SORTS[sort.field as keyof typeof SORTS] ?? SORTS.updated_at;
  const dir = sort.desc ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(candidateColumns)
      .from(candidates)
      .where(where)
      .orderBy(...cols.map((c) => dir(c)), dir(candidates.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(candidates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One candidate of the organization, merged or not (the caller decides what a merged one means). */
export async function findCandidate(db: Db, { orgId, id, lock = false }: { orgId: string; id: string; lock?: boolean }) {
  const q = db.select(candidateColumns).from(candidates).where(and(eq(candidates.orgId, orgId), eq(candidates.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCandidate(db: Db, row: typeof candidates.$inferInsert) {
  await db.insert(candidates).values(row);
}

export async function updateCandidate(db: Db, { orgId, id, set }: { orgId: string; id: string; set: Partial<typeof candidates.$inferInsert> }) {
  await db
    .update(candidates)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, id)));
}

export async function deleteCandidate(db: Db, { orgId, id }: { orgId: string; id: string }) {
  await db.delete(candidates).where(and(eq(candidates.orgId, orgId), eq(candidates.id, id)));
}

export async function applicationCounts(db: Db, { orgId, candidateIds }: { orgId: string; candidateIds: string[] }) {
  if (candidateIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ candidateId: applications.candidateId, n: count() })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), inArray(applications.candidateId, candidateIds)))
    .groupBy(applications.candidateId);
  return new Map(rows.map((r) => [r.candidateId, Number(r.n)]));
}

/** Every job the candidate is in, with the stage. */
export async function candidateApplications(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }) {
  return db
    .select({
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      stageId: jobStages.id,
      stageName: jobStages.name,
      stageKind: jobStages.kind,
      stagePosition: jobStages.position,
      status: applications.status,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.orgId, orgId)))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(and(eq(applications.orgId, orgId), eq(applications.candidateId, candidateId)))
    .orderBy(desc(applications.updatedAt));
}

/**
 * Replaces the candidate's identities. Returns the first identity another candidate holds
 * (the transaction must then be rolled back) or null. ON CONFLICT keeps concurrent creations
 * of the same email from failing with a unique violation: the second one sees the clash.
 */
export async function replaceIdentities(
  tx: Db,
  { orgId, candidateId, identities }: { orgId: string; candidateId: string; identities: Identity[] },
): Promise<{ identity: Identity; existingId: string } | null> {
  await tx.delete(candidateIdentities).where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.candidateId, candidateId)));
  if (identities.length === 0) return null;
  const inserted = await tx
    .insert(candidateIdentities)
    .values(identities.map((i) => ({ orgId, candidateId, ...i })))
    .onConflictDoNothing()
    .returning({ kind: candidateIdentities.kind, value: candidateIdentities.value });
  if (inserted.length === identities.length) return null;
  const got = new Set(inserted.map((i) => `${i.kind}:${i.value}`));
  const clash = identities.find((i) => !got.has(`${i.kind}:${i.value}`))!;
  const [owner] = await tx
    .select({ candidateId: candidateIdentities.candidateId })
    .from(candidateIdentities)
    .where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.kind, clash.kind), eq(candidateIdentities.value, clash.value)));
  return { identity: clash, existingId: owner?.candidateId ?? '' };
}

/** Identities of the given values held by a candidate other than `exceptId` (a friendly pre-check). */
export async function findIdentityClash(tx: Db, { orgId, identities, exceptId }: { orgId: string; identities: Identity[]; exceptId?: string }) {
  for (const kind of ['email', 'phone'] as const) {
    const values = identities.filter((i) => i.kind === kind).map((i) => i.value);
    if (values.length === 0) continue;
    const [row] = await tx
      .select({ candidateId: candidateIdentities.candidateId, value: candidateIdentities.value })
      .from(candidateIdentities)
      .where(
        and(
          eq(candidateIdentities.orgId, orgId),
          eq(candidateIdentities.kind, kind),
          inArray(candidateIdentities.value, values),
          exceptId ? ne(candidateIdentities.candidateId, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (row) return { identity: { kind, value: row.value }, existingId: row.candidateId };
  }
  return null;
}
