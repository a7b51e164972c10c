/** The activity log: reading it with filters and labels; the changed-fields helper every writer uses. */
import type { Activity, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { noteIdsFor } from '../notes/notes.service';
import { interviewTimelineIds } from '../interviews/timeline';
import { submissionTimelineIds } from '../submissions/timeline';
import { userRefs } from '../users/users.service';
import { checkActivityRead, readableEntityTypes } from './activity-access';
import { candidateApplicationIds, entityTypeOf, labelsFor, listActivity, type ActivityFilters, type ActivityRow } from './activity.repo';

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** `{ field: { before, after } }` for every key of `after` whose value differs from `before`. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after)) {
    const [b, a] = [before[key] ?? null, after[key] ?? null];
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

/** One query per entity type on the page, never one per row. */
async function labels(db: Db, orgId: string, rows: ActivityRow[]): Promise<Map<string, string | null>> {
  const byType = new Map<string, Set<string>>();
  for (const r of rows) byType.set(r.entityType, (byType.get(r.entityType) ?? new Set()).add(r.entityId));
  const found = await Promise.all([...byType].map(([entityType, ids]) => labelsFor(db, { orgId, entityType, ids: [...ids] }).then((l) => ({ entityType, l }))));
  const map = new Map<string, string | null>();
  for (const { entityType, l } of found) for (const { id, label } of l) map.set(`${entityType}:${id}`, label);
  return map;
}

/** A date alone means the whole day (UTC): `from` its start, `to` its end. */
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 24 * 60 * 60 * 1000) : day;
  }
  const at = new Date(value);
  return end ? new Date(at.getTime() + 1) : at;
}

export async function activityPage(
  db: Db,
  {
    orgId,
    role,
    query,
    newestFirst,
    limit,
    offset,
  }: {
    orgId: string;
    role: Role;
    query: { actor_id?: string; entity_type?: string; entity_id?: string; action?: string; from?: string; to?: string };
    newestFirst: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ data: Activity[]; total: number }> {
  const readable = readableEntityTypes(role);
  const recordedType = readable && query.entity_id ? await entityTypeOf(db, { orgId, entityId: query.entity_id }) : null;
  checkActivityRead(readable, query, recordedType);
  let entity: ActivityFilters['entity'];
  if (query.entity_id) {
    const isCandidate = !query.entity_type || query.entity_type === 'candidate';
    const appIds = isCandidate ? await candidateApplicationIds(db, { orgId, candidateId: query.entity_id }) : null;
    const noteIds = appIds ? await noteIdsFor(db, { orgId, entityType: 'candidate', entityId: query.entity_id }) : [];
    const interviewIds = appIds ? await interviewTimelineIds(db, { orgId, candidateId: query.entity_id }) : [];
    const submissionIds = appIds ? await submissionTimelineIds(db, { orgId, candidateId: query.entity_id }) : [];
    entity = { id: query.entity_id, relatedIds: [...(appIds ?? []), ...noteIds, ...interviewIds, ...submissionIds] };
  }
  const filters: ActivityFilters = {
    actorId: query.actor_id,
    entityType: entity && entity.relatedIds.length ? undefined : query.entity_type,
    entityTypes: readable ?? undefined,
    entity,
    action: query.action,
    from: bound(query.from, false),
    to: bound(query.to, true),
  };
  const { rows, total } = await listActivity(db, { orgId, filters, newestFirst, limit, offset });
  const [actors, labelMap] = await Promise.all([userRefs(db, rows.map((r) => r.actorId)), labels(db, orgId, rows)]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      actor: (r.actorId && actors.get(r.actorId)) || null,
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      entity_label: labelMap.get(`${r.entityType}:${r.entityId}`) ?? null,
      changes: r.changes,
      created_at: r.createdAt.toISOString(),
    })),
    total,
  };
}
