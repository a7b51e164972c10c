import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { helpFeedbackInputSchema, helpSearchQuerySchema, type HelpArticle } from '@hirebase/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/app-error';
import { ok, parseBody, validate, type HonoEnv } from '../../lib/http';
import { helpFeedback } from '../../db/schema';
import { helpIndex } from './articles';

/** The help center is open to every member: reading articles and answering "was this helpful" for oneself. */
export function helpCenterRoutes(ctx: AppContext) {
  const { db } = ctx;
  const article = (slug: string) => {
    const found = helpIndex().bySlug.get(slug);
    if (!found) throw notFound('Article');
    return found;
  };
  return new Hono<HonoEnv>()
    .get('/help-center/articles', (c) => {
      const { q } = validate(helpSearchQuerySchema, c.req.query());
      return ok(c, helpIndex().search(q ?? ''));
    })
    .get('/help-center/articles/:slug', async (c) => {
      const a = article(c.req.param('slug'));
      const [answer] = await db
        .select({ helpful: helpFeedback.helpful })
        .from(helpFeedback)
        .where(and(eq(helpFeedback.userId, c.get('auth').userId), eq(helpFeedback.slug, a.slug)));
      const { bySlug } = helpIndex();
      const related = a.related.flatMap((s) => {
        const r = bySlug.get(s);
        return r ? [{ slug: r.slug, title: r.title, category: r.category, summary: r.summary }] : [];
      });
      const data: HelpArticle = {
        slug: a.slug,
        title: a.title,
        category: a.category,
        summary: a.summary,
        blocks: a.blocks,
        related,
        helpful: answer?.helpful ?? null,
      };
      return ok(c, data);
    })
    .put('/help-center/articles/:slug/feedback', async (c) => {
      const a = article(c.req.param('slug'));
      const { helpful } = await parseBody(c, helpFeedbackInputSchema);
      await db
        .insert(helpFeedback)
        .values({ userId: c.get('auth').userId, slug: a.slug, helpful })
        .onConflictDoUpdate({
          target: [helpFeedback.userId, helpFeedback.slug],
          set: { helpful, updatedAt: sql`now()` },
        });
      return ok(c, { slug: a.slug, helpful });
    });
}
