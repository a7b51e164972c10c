/** Tags (SPEC §3 shape) and the tagging of candidates, jobs and clients. */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tag, TagFeature, TagRef } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { entityTags, tags } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { deleteTag, findTag, findTagByName, insertTag, listTags, updateTag, type TagRow } from './tags.repo';

type Actor = { orgId: string; actorId: string };

function toTag(t: TagRow): Tag {
  return {
    id: t.id,
    name: t.name,
    color_fg: t.colorFg,
    color_bg: t.colorBg,
    feature: t.feature,
    created_by: t.createdBy,
    org_id: t.orgId,
    updated_at: t.updatedAt.toISOString(),
  };
}

const duplicateName = (name: string) =>
  new AppError('conflict', 'A tag with this name already exists', { field: 'name', value: name });

export async function listOrgTags(db: Db, { orgId, feature }: { orgId: string; feature?: TagFeature }): Promise<Tag[]> {
  return (await listTags(db, { orgId, feature })).map(toTag);
}

export async function getTag(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Tag> {
  const tag = await findTag(db, { orgId, id });
  if (!tag) throw notFound('Tag');
  return toTag(tag);
}

export async function createTag(
  db: Db,
  actor: Actor,
  input: { name: string; color_fg: string; color_bg: string; feature: TagFeature },
): Promise<Tag> {
  const id = newId();
  await db.transaction(async (tx) => {
    // Serializes creations of the same name so the unique index never surfaces as a 500.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tag:${actor.orgId}:${input.feature}:${input.name.toLowerCase()}`}))`);
    if (await findTagByName(tx, { orgId: actor.orgId, feature: input.feature, name: input.name })) throw duplicateName(input.name);
    await insertTag(tx, {
      id,
      orgId: actor.orgId,
      name: input.name,
      colorFg: input.color_fg,
      colorBg: input.color_bg,
      feature: input.feature,
      createdBy: actor.actorId,
    });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'create',
      entityType: 'tag',
      entityId: id,
      changes: { name: { before: null, after: input.name }, feature: { before: null, after: input.feature } },
    });
  });
  return getTag(db, { orgId: actor.orgId, id });
}

export async function editTag(
  db: Db,
  actor: Actor,
  id: string,
  patch: { name?: string; color_fg?: string; color_bg?: string },
): Promise<Tag> {
  await db.transaction(async (tx) => {
    const tag = await findTag(tx, { orgId: actor.orgId, id });
    if (!tag) throw notFound('Tag');
    if (patch.name !== undefined && patch.name.toLowerCase() !== tag.name.toLowerCase()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tag:${actor.orgId}:${tag.feature}:${patch.name.toLowerCase()}`}))`);
      if (await findTagByName(tx, { orgId: actor.orgId, feature: tag.feature, name: patch.name, exceptId: id })) throw duplicateName(patch.name);
    }
    const next = { name: patch.name ?? tag.name, colorFg: patch.color_fg ?? tag.colorFg, colorBg: patch.color_bg ?? tag.colorBg };
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (next.name !== tag.name) changes.name = { before: tag.name, after: next.name };
    if (next.colorFg !== tag.colorFg) changes.color_fg = { before: tag.colorFg, after: next.colorFg };
    if (next.colorBg !== tag.colorBg) changes.color_bg = { before: tag.colorBg, after: next.colorBg };
    await updateTag(tx, { orgId: actor.orgId, id, set: next });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'tag', entityId: id, changes });
  });
  return getTag(db, { orgId: actor.orgId, id });
}

export async function removeTag(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tag = await findTag(tx, { orgId: actor.orgId, id });
    if (!tag) throw notFound('Tag');
    await deleteTag(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'delete',
      entityType: 'tag',
      entityId: id,
      changes: { name: { before: tag.name, after: null }, feature: { before: tag.feature, after: null } },
    });
  });
}

/** Removes every tag of the given records (when the records are deleted). */
export async function clearEntityTags(tx: Db, { orgId, entityIds }: { orgId: string; entityIds: string[] }): Promise<void> {
  if (entityIds.length === 0) return;
  await tx.delete(entityTags).where(and(eq(entityTags.orgId, orgId), inArray(entityTags.entityId, entityIds)));
}

/** Moves the tags of one record onto another, keeping each tag once (candidate merge). */
export async function moveEntityTags(tx: Db, { orgId, fromId, toId }: { orgId: string; fromId: string; toId: string }): Promise<void> {
  const rows = await tx
    .select({ tagId: entityTags.tagId })
    .from(entityTags)
    .where(and(eq(entityTags.orgId, orgId), eq(entityTags.entityId, fromId)));
  if (rows.length) {
    await tx.insert(entityTags).values(rows.map((r) => ({ orgId, tagId: r.tagId, entityId: toId }))).onConflictDoNothing();
  }
  await clearEntityTags(tx, { orgId, entityIds: [fromId] });
}

/** Replaces the tags of one record; every tag must be the organization's and of the feature. */
export async function setEntityTags(
  tx: Db,
  { orgId, entityId, feature, tagIds }: { orgId: string; entityId: string; feature: TagFeature; tagIds: string[] },
): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.orgId, orgId), eq(tags.feature, feature), inArray(tags.id, unique)));
    if (found.length !== unique.length) throw new AppError('validation_failed', 'Unknown tag', [{ path: 'tag_ids', message: 'Unknown tag' }]);
  }
  await tx.delete(entityTags).where(and(eq(entityTags.orgId, orgId), eq(entityTags.entityId, entityId)));
  if (unique.length) await tx.insert(entityTags).values(unique.map((tagId) => ({ orgId, tagId, entityId })));
}

/** Adds one tag to many records (bulk tagging); records that have it already keep it once. */
export async function addTagToEntities(
  tx: Db,
  { orgId, tagId, feature, entityIds }: { orgId: string; tagId: string; feature: TagFeature; entityIds: string[] },
): Promise<void> {
  const [tag] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.orgId, orgId), eq(tags.id, tagId), eq(tags.feature, feature)));
  if (!tag) throw new AppError('not_found', 'Tag not found');
  if (entityIds.length) {
    await tx.insert(entityTags).values(entityIds.map((entityId) => ({ orgId, tagId, entityId }))).onConflictDoNothing();
  }
}

/** The tags of many records at once: entity id → tags. */
/**
 * The tags of the row whose id is `entityId`, as a JSON array ordered by name (the shape of `tagsFor`):
 * a list embeds it in its one statement instead of fetching tags in a second round trip.
 */
export function tagsJsonOf(orgId: string, entityId: AnyColumn): SQL<TagRef[]> {
  return sql<TagRef[]>`(SELECT coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color_fg', ${tags.colorFg}, 'color_bg', ${tags.colorBg}) ORDER BY ${tags.name}), '[]'::json)
    FROM ${entityTags} INNER JOIN ${tags} ON ${tags.id} = ${entityTags.tagId}
    WHERE ${entityTags.orgId} = ${orgId} AND ${entityTags.entityId} = ${entityId})`;
}

export async function tagsFor(db: Db, { orgId, entityIds }: { orgId: string; entityIds: string[] }): Promise<Map<string, TagRef[]>> {
  const map = new Map<string, TagRef[]>();
  if (entityIds.length === 0) return map;
  const rows = await db
    .select({ entityId: entityTags.entityId, id: tags.id, name: tags.name, color_fg: tags.colorFg, color_bg: tags.colorBg })
    .from(entityTags)
    .innerJoin(tags, eq(tags.id, entityTags.tagId))
    .where(and(eq(entityTags.orgId, orgId), inArray(entityTags.entityId, [...new Set(entityIds)])))
    .orderBy(tags.name);
  for (const { entityId, ...tag } of rows) {
    const list = map.get(entityId) ?? [];
    list.push(tag);
    map.set(entityId, list);
  }
  return map;
}
