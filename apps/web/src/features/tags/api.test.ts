// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { TAGS_CACHE_TTL_MS, type Tag } from '@hirebase/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteTagsDb, openTagsDb, readTags } from '@/lib/tags-db';
import { loadTags, refreshTags, tagsApi, tagsQuery } from './api';

const tag = (id: string, name: string): Tag => ({
  id,
  name,
  color_fg: '#1f2937',
  color_bg: '#e5e7eb',
  feature: 'candidates',
  created_by: 'u1',
  org_id: 'o1',
  updated_at: '2025-01-01T00:00:00Z',
});

let serverTags: Tag[];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    const created = tag(`t${serverTags.length + 1}`, JSON.parse(String(init.body)).name);
    serverTags = [...serverTags, created];
    return new Response(JSON.stringify({ data: created }), { status: 201 });
  }
  expect(url).toContain('/recruiter/tags?feature=candidates');
  return new Response(JSON.stringify({ data: serverTags }), { status: 200 });
});

beforeEach(() => {
  serverTags = [tag('t1', 'Senior'), tag('t2', 'Remote')];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteTagsDb();
});

describe('tags cache (SPEC §3)', () => {
  it('fetches when missing, stores, then serves fresh reads without a request', async () => {
    const first = await loadTags('candidates', { now: 1_000, orgId: 'o1' });
    expect(first.map((t) => t.name)).toEqual(['Remote', 'Senior']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const db = await openTagsDb();
    const stored = await readTags(db, 'candidates', 1_000, 'o1');
    db.close();
    expect(stored?.map((t) => t.tag_id).sort()).toEqual(['t1', 't2']);

    const again = await loadTags('candidates', { now: 1_000 + TAGS_CACHE_TTL_MS - 1, orgId: 'o1' });
    expect(again.map((t) => t.id)).toEqual(['t2', 't1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refetches and stores again once the entry is older than the TTL', async () => {
    await loadTags('candidates', { now: 0, orgId: 'o1' });
    serverTags = [...serverTags, tag('t3', 'Urgent')];
    const later = await loadTags('candidates', { now: TAGS_CACHE_TTL_MS, orgId: 'o1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(later.map((t) => t.name)).toContain('Urgent');
    await loadTags('candidates', { now: TAGS_CACHE_TTL_MS + 1, orgId: 'o1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never serves another organization’s cache', async () => {
    await loadTags('candidates', { now: 0, orgId: 'o1' });
    await loadTags('candidates', { now: 1, orgId: 'o2' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a created tag expires the cache so the next read includes it', async () => {
    const queryClient = new QueryClient();
    await loadTags('candidates', { orgId: null });
    const created = await tagsApi.create({ name: 'Urgent', feature: 'candidates' });
    await refreshTags(queryClient, created.feature);
    const next = await queryClient.fetchQuery(tagsQuery('candidates'));
    expect(next.map((t) => t.name)).toContain('Urgent');
    // GET, POST, GET again
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
