import { TAGS_CACHE_TTL_MS, type Tag, type TagFeature, type TagInput } from '@hirebase/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/lib/api-client';
import { expireTags, openTagsDb, readTags, saveTags, type CachedTag, type TagsDb } from '@/lib/tags-db';
import { authStore } from '@/features/auth/auth-store';

export const tagKeys = {
  all: ['tags'] as const,
  feature: (feature: TagFeature) => ['tags', feature] as const,
};

const toCached = (tag: Tag): CachedTag => ({
  tag_id: tag.id,
  name: tag.name,
  color_fg: tag.color_fg,
  color_bg: tag.color_bg,
  feature: tag.feature,
  created_by: tag.created_by,
  org_id: tag.org_id,
  updated_at: tag.updated_at,
});

const fromCached = (tag: CachedTag): Tag => ({
  id: tag.tag_id ?? String(tag.id ?? ''),
  name: tag.name,
  color_fg: tag.color_fg,
  color_bg: tag.color_bg,
  feature: tag.feature as TagFeature,
  created_by: tag.created_by,
  org_id: tag.org_id,
  updated_at: tag.updated_at,
});

function currentOrgId(): string | null {
  const { orgId, user } = authStore.getState();
  return orgId ?? user?.default_org ?? null;
}

/** IndexedDB may be missing (private mode, old browsers): the cache is then skipped, never fatal. */
async function withDb<T>(fn: (db: TagsDb | null) => Promise<T>): Promise<T> {
  const db = await openTagsDb().catch(() => null);
  try {
    return await fn(db);
  } finally {
    // Closing keeps logout's deleteDB from being blocked by an open connection.
    db?.close();
  }
}

const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name);

/**
 * SPEC §3 read-through cache: fresh (< TAGS_CACHE_TTL_MS, same organization) → no request;
 * stale or missing → GET /tags?feature= and store.
 */
export function loadTags(feature: TagFeature, { now = Date.now(), orgId = currentOrgId() } = {}): Promise<Tag[]> {
  return withDb(async (db) => {
    const cached = db ? await readTags(db, feature, now, orgId).catch(() => null) : null;
    if (cached) return cached.map(fromCached).sort(byName);
    const tags = await apiData<Tag[]>('/recruiter/tags', { query: { feature } });
    if (db) await saveTags(db, feature, tags.map(toCached), now, orgId).catch(() => undefined);
    return [...tags].sort(byName);
  });
}

/** After any create/update/delete: drop the stored copy and refetch through the cache. */
export async function refreshTags(queryClient: QueryClient, feature: TagFeature): Promise<void> {
  await withDb(async (db) => {
    if (db) await expireTags(db, feature).catch(() => undefined);
  });
  await queryClient.invalidateQueries({ queryKey: tagKeys.feature(feature) });
}

export const tagsQuery = (feature: TagFeature) =>
  queryOptions({
    queryKey: tagKeys.feature(feature),
    queryFn: () => loadTags(feature),
    staleTime: TAGS_CACHE_TTL_MS,
  });

const enc = encodeURIComponent;

export const tagsApi = {
  create: (input: TagInput) => apiData<Tag>('/recruiter/tags', { method: 'POST', body: input }),
  update: ({ id, ...patch }: { id: string; name?: string; color_fg?: string; color_bg?: string }) =>
    apiData<Tag>(`/recruiter/tags/${enc(id)}`, { method: 'PATCH', body: patch }),
  remove: (id: string) => api(`/recruiter/tags/${enc(id)}`, { method: 'DELETE' }),
};

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagsApi.create,
    onSuccess: (tag) => refreshTags(queryClient, tag.feature),
  });
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagsApi.update,
    onSuccess: (tag) => refreshTags(queryClient, tag.feature),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Pick<Tag, 'id' | 'feature'>) => tagsApi.remove(tag.id),
    onSuccess: (_data, tag) => refreshTags(queryClient, tag.feature),
  });
}

/** A pleasant pair for a new tag, picked from its name so the same name gets the same colors. */
export const TAG_PALETTE = [
  { color_bg: '#dbeafe', color_fg: '#1e3a8a' },
  { color_bg: '#dcfce7', color_fg: '#14532d' },
  { color_bg: '#fef3c7', color_fg: '#78350f' },
  { color_bg: '#fce7f3', color_fg: '#831843' },
  { color_bg: '#ede9fe', color_fg: '#4c1d95' },
  { color_bg: '#cffafe', color_fg: '#164e63' },
  { color_bg: '#fee2e2', color_fg: '#7f1d1d' },
  { color_bg: '#e5e7eb', color_fg: '#1f2937' },
] as const;

export function paletteFor(name: string) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return TAG_PALETTE[hash % TAG_PALETTE.length]!;
}
