// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { TAGS_CACHE_TTL_MS, TAGS_DB } from '@hirebase/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteTagsDb, openTagsDb, readTags, saveTags, type CachedTag } from './tags-db';

const tag = (name: string): CachedTag => ({
  name,
  color_fg: '#fff',
  color_bg: '#000',
  feature: 'candidates',
  created_by: 'u1',
  org_id: 'o1',
  updated_at: '2025-01-01T00:00:00Z',
});

afterEach(async () => {
  await deleteTagsDb();
});

describe('tags-db', () => {
  it('creates both stores at version 1', async () => {
    const db = await openTagsDb();
    expect(db.name).toBe(TAGS_DB.name);
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames].sort()).toEqual(['tags', 'tags-expiry']);
    db.close();
  });

  it('stores tags with auto-increment ids and reads them while fresh', async () => {
    const db = await openTagsDb();
    await saveTags(db, 'candidates', [tag('Senior'), tag('Remote')], 1000);
    const tags = await readTags(db, 'candidates', 1000 + TAGS_CACHE_TTL_MS - 1);
    expect(tags?.map((t) => t.name).sort()).toEqual(['Remote', 'Senior']);
    expect(tags?.every((t) => typeof t.id === 'number')).toBe(true);
    db.close();
  });

  it('expires after TAGS_CACHE_TTL_MS and replaces on save', async () => {
    const db = await openTagsDb();
    await saveTags(db, 'candidates', [tag('Old')], 0);
    expect(await readTags(db, 'candidates', TAGS_CACHE_TTL_MS)).toBeNull();
    await saveTags(db, 'candidates', [tag('New')], TAGS_CACHE_TTL_MS);
    expect((await readTags(db, 'candidates', TAGS_CACHE_TTL_MS))?.map((t) => t.name)).toEqual(['New']);
    db.close();
  });

  it('deleteTagsDb removes the database', async () => {
    const db = await openTagsDb();
    await saveTags(db, 'jobs', [tag('A')]);
    db.close();
    await deleteTagsDb();
    const fresh = await openTagsDb();
    expect(await readTags(fresh, 'jobs')).toBeNull();
    fresh.close();
  });
});
