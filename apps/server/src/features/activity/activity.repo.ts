import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityLog,
  applications,
  candidates,
  clientContacts,
  clients,
  invitations,
  jobs,
  memberships,
  organizations,
  pipelines,
  tags,
  users,
} from '../../db/schema';
import { interviewLabels } from '../interviews/timeline';
import { submissionLabels } from '../submissions/timeline';

export type ActivityRow = typeof activityLog.$inferSelect;
export type ActivityFilters = {
  actorId?: string;
  entityType?: string;
  /** Only entries about these entity types (what the reader's role may see); all when absent. */
  entityTypes?: readonly string[];
  /** One record's timeline: the record itself and the related ids given (a candidate's applications and notes). */
  entity?: { id: string; relatedIds: string[] };
  action?: string;
  from?: Date;
  to?: Date;
};

function filtersWhere(orgId: string, f: ActivityFilters): SQL {
  const conds: (SQL | undefined)[] = [eq(activityLog.orgId, orgId)];
  if (f.actorId) conds.push(eq(activityLog.actorId, f.actorId));
  if (f.action) conds.push(eq(activityLog.action, f.action));
  if (f.from) conds.push(gte(activityLog.createdAt, f.from));
  if (f.to) conds.push(lt(activityLog.createdAt, f.to));
  if (f.entityTypes) conds.push(inArray(activityLog.entityType, [...f.entityTypes]));
  if (f.entity) {
    const self = and(eq(activityLog.entityId, f.entity.id), f.entityType ? eq(activityLog.entityType, f.entityType) : undefined);
    conds.push(f.entity.relatedIds.length ? or(self, inArray(activityLog.entityId, f.entity.relatedIds)) : self);
  } else if (f.entityType) {
    conds.push(eq(activityLog.entityType, f.entityType));
  }
  return and(...conds)!;
}

export async function listActivity(
  db: Db,
  { orgId, filters, newestFirst, limit, offset }: { orgId: string; filters: ActivityFilters; newestFirst: boolean; limit: number; offset: number },
) {
  const where = filtersWhere(orgId, filters);
  const dir = newestFirst ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db.select().from(activityLog).where(where).orderBy(dir(activityLog.createdAt), dir(activityLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The entity type the log records for an id of the organization, or null when it has no entries. */
export async function entityTypeOf(db: Db, { orgId, entityId }: { orgId: string; entityId: string }): Promise<string | null> {
  const [row] = await db
    .select({ entityType: activityLog.entityType })
    .from(activityLog)
    .where(and(eq(activityLog.orgId, orgId), eq(activityLog.entityId, entityId)))
    .limit(1);
  return row?.entityType ?? null;
}

/** The ids of a live candidate's applications, or null when the id is not a live candidate of the organization. */
export async function candidateApplicationIds(db: Db, { orgId, candidateId }: { orgId: string; candidateId: string }) {
  const [cand] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), eq(candidates.id, candidateId)))
    .limit(1);
  if (!cand) return null;
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.candidateId, candidateId)));
  return rows.map((r) => r.id);
}

type Label = { id: string; label: string | null };
const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** id → label for the records of one entity type, in one query. */
export async function labelsFor(db: Db, { orgId, entityType, ids }: { orgId: string; entityType: string; ids: string[] }): Promise<Label[]> {
  if (ids.length === 0) return [];
  switch (entityType) {
    case 'job':
      return db.select({ id: jobs.id, label: jobs.title }).from(jobs).where(and(eq(jobs.orgId, orgId), inArray(jobs.id, ids)));
    case 'candidate': {
      const rows = await db
        .select({ id: candidates.id, first: candidates.firstName, last: candidates.lastName })
        .from(candidates)
        .where(and(eq(candidates.orgId, orgId), inArray(candidates.id, ids)));
      return rows.map((r) => ({ id: r.id, label: nameOf(r.first, r.last) }));
    }
    case 'application': {
      const rows = await db
        .select({ id: applications.id, first: candidates.firstName, last: candidates.lastName, title: jobs.title })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(applications.orgId, orgId), inArray(applications.id, ids)));
      return rows.map((r) => ({ id: r.id, label: `${nameOf(r.first, r.last)} — ${r.title}` }));
    }
    case 'client':
      return db.select({ id: clients.id, label: clients.name }).from(clients).where(and(eq(clients.orgId, orgId), inArray(clients.id, ids)));
    case 'contact':
      return db
        .select({ id: clientContacts.id, label: clientContacts.name })
        .from(clientContacts)
        .where(and(eq(clientContacts.orgId, orgId), inArray(clientContacts.id, ids)));
    case 'member':
      return db
        .select({ id: memberships.id, label: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.orgId, orgId), inArray(memberships.id, ids)));
    case 'invitation':
      return db
        .select({ id: invitations.id, label: invitations.email })
        .from(invitations)
        .where(and(eq(invitations.orgId, orgId), inArray(invitations.id, ids)));
    case 'pipeline':
      return db.select({ id: pipelines.id, label: pipelines.name }).from(pipelines).where(and(eq(pipelines.orgId, orgId), inArray(pipelines.id, ids)));
    case 'tag':
      return db.select({ id: tags.id, label: tags.name }).from(tags).where(and(eq(tags.orgId, orgId), inArray(tags.id, ids)));
    case 'organization':
      return db
        .select({ id: organizations.id, label: organizations.name })
        .from(organizations)
        .where(and(eq(organizations.id, orgId), inArray(organizations.id, ids)));
    case 'interview':
    case 'scorecard':
      return interviewLabels(db, { orgId, entityType, ids });
    case 'submission':
    case 'placement':
    case 'candidate_report':
      return submissionLabels(db, { orgId, entityType, ids });
    default:
      return [];
  }
}
