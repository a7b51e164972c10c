import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { candidateSearchQuerySchema, SavedSearch, SearchHit, SearchResponse } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { savedSearches, tags } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { customValuesReader, type CustomSearch } from '../custom-fields/custom-fields.service';
import { tagsFor } from '../tags/tags.service';
import { searchCandidates } from './search.repo';

type Query = z.output<typeof candidateSearchQuerySchema>;

export async function search(db: Db, orgId: string, q: Query, custom?: CustomSearch): Promise<SearchResponse> {
  const started = performance.now();
  const result = await searchCandidates(db, orgId, q, custom);
  const [tagMap, values] = await Promise.all([
    tagsFor(db, { orgId, entityIds: result.hits.map((h) => h.id) }),
    custom?.read ?? customValuesReader(db, { orgId, entity: 'candidate', role: undefined }),
  ]);
  const data: SearchHit[] = result.hits.map((h) => ({
    id: h.id,
    name: `${h.first_name} ${h.last_name}`.trim(),
    email: h.email,
    current_title: h.current_title,
    current_company: h.current_company,
    location: h.location,
    years_experience: h.years_experience == null ? null : Number(h.years_experience),
    skills: h.skills,
    source: h.source,
    custom_fields: values(h.custom_fields),
    tags: tagMap.get(h.id) ?? [],
    updated_at: new Date(h.updated_at).toISOString(),
    rank: h.rank == null ? null : Number(h.rank),
    snippet: h.snippet,
    matched_terms: result.matchedTerms,
  }));

  const top = (facet: string) =>
    result.facets
      .filter((f) => f.facet === facet)
      .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value))
      .slice(0, 12);
  const tagFacet = top('tags');
  const tagNames = tagFacet.length
    ? new Map((await db.select({ id: tags.id, name: tags.name }).from(tags).where(and(eq(tags.orgId, orgId), inArray(tags.id, tagFacet.map((f) => f.value))))).map((t) => [t.id, t.name]))
    : new Map<string, string>();
  const plain = (facet: string) => top(facet).map((f) => ({ value: f.value, label: f.value, count: f.n }));
  return {
    data,
    meta: { total: result.total, total_is_estimate: result.totalIsEstimate, page: q.page, page_size: q.page_size, took_ms: Math.round(performance.now() - started) },
    facets: {
      skills: plain('skills'),
      locations: plain('locations'),
      sources: plain('sources'),
      tags: tagFacet.filter((f) => tagNames.has(f.value)).map((f) => ({ value: f.value, label: tagNames.get(f.value)!, count: f.n })),
      custom_fields: (custom?.facets ?? []).map((f) => ({ key: f.key, label: f.label, values: plain(`cf:${f.id}`) })),
    },
  };
}

const toSaved = (r: typeof savedSearches.$inferSelect): SavedSearch => ({ id: r.id, name: r.name, query: r.query, created_at: r.createdAt.toISOString() });

export async function listSaved(db: Db, { orgId, userId }: { orgId: string; userId: string }) {
  const rows = await db.select().from(savedSearches).where(and(eq(savedSearches.orgId, orgId), eq(savedSearches.userId, userId))).orderBy(desc(savedSearches.createdAt));
  return rows.map(toSaved);
}

export async function saveSearch(db: Db, { orgId, userId, name, query }: { orgId: string; userId: string; name: string; query: Record<string, unknown> }) {
  const [row] = await db.insert(savedSearches).values({ id: newId(), orgId, userId, name, query }).returning();
  return toSaved(row!);
}

export async function deleteSaved(db: Db, { orgId, userId, id }: { orgId: string; userId: string; id: string }) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.orgId, orgId), eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound('Saved search');
}
