import { TAGS_CACHE_TTL_MS, TAGS_DB } from '@hirebase/shared';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type CachedTag = {
  id?: number;
  /** The server's id of the tag (the store's own `id` is the local auto-increment key). */
  tag_id?: string;
  name: string;
  color_fg: string;
  color_bg: string;
  feature: string;
  created_by: string | null;
  org_id: string;
  updated_at: string;
};

/** `org_id` records whose tags these are, so a cache filled in another organization is never served. */
export type TagsExpiry = { feature: string; lastFetched: number; data: CachedTag[]; org_id?: string | null };

type TagsSchema = DBSchema & {
  tags: { key: number; value: CachedTag; indexes: { feature: string } };
  'tags-expiry': { key: string; value: TagsExpiry };
};

export type TagsDb = IDBPDatabase<TagsSchema>;

/** Opens (and on first use creates) the local tag cache of SPEC §3. */
export function openTagsDb(): Promise<TagsDb> {
  return openDB<TagsSchema>(TAGS_DB.name, TAGS_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(TAGS_DB.tagsStore)) {
        const tags = db.createObjectStore(TAGS_DB.tagsStore, { keyPath: 'id', autoIncrement: true });
        tags.createIndex('feature', 'feature');
      }
      if (!db.objectStoreNames.contains(TAGS_DB.expiryStore)) {
        db.createObjectStore(TAGS_DB.expiryStore, { keyPath: 'feature' });
      }
    },
  });
}

export function isExpired(entry: Pick<TagsExpiry, 'lastFetched'>, now = Date.now()): boolean {
  return now - entry.lastFetched >= TAGS_CACHE_TTL_MS;
}

/** Replaces the cached tags of one feature and stamps the fetch time. */
export async function saveTags(db: TagsDb, feature: string, tags: CachedTag[], now = Date.now(), orgId: string | null = null): Promise<void> {
  const tx = db.transaction([TAGS_DB.tagsStore, TAGS_DB.expiryStore], 'readwrite');
  const store = tx.objectStore(TAGS_DB.tagsStore);
  for (const key of await store.index('feature').getAllKeys(feature)) await store.delete(key);
  for (const tag of tags) {
    const { id: _omit, ...rest } = tag;
    await store.add({ ...rest, feature });
  }
  await tx.objectStore(TAGS_DB.expiryStore).put({ feature, lastFetched: now, data: tags, org_id: orgId });
  await tx.done;
}

/** The cached tags of a feature, or null when missing or older than TAGS_CACHE_TTL_MS. */
export async function readTags(db: TagsDb, feature: string, now = Date.now(), orgId?: string | null): Promise<CachedTag[] | null> {
  const entry = await db.get(TAGS_DB.expiryStore, feature);
  if (!entry || isExpired(entry, now)) return null;
  if (orgId !== undefined && (entry.org_id ?? null) !== orgId) return null;
  return db.getAllFromIndex(TAGS_DB.tagsStore, 'feature', feature);
}

/** Marks a feature's tags stale so the next read goes to the server (after a tag changed). */
export async function expireTags(db: TagsDb, feature: string): Promise<void> {
  await db.delete(TAGS_DB.expiryStore, feature);
}

/** Drops the whole cache (logout). */
export async function deleteTagsDb(): Promise<void> {
  await deleteDB(TAGS_DB.name);
}
