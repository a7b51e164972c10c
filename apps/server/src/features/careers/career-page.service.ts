/**
 * The organization's career page: its slug (old slugs keep redirecting), branding, privacy notice,
 * default questions and confirmation template. The row is made on first need with the
 * organization's own slug, so every organization has a careers address from the start.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { CareerPage, CareerPageInput } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { careerPages, careerSlugHistory, emailTemplates, jobPostings, organizations } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { Env } from '../../lib/env';
import { changesBetween } from '../activity/activity.service';

export type CareerPageRow = typeof careerPages.$inferSelect;
type Actor = { orgId: string; actorId: string };

export const DEFAULT_PRIVACY_NOTICE =
  'We use the information you send to consider you for this job and similar openings, and keep it for up to two years. You can ask us to delete it at any time from the link in our confirmation email.';

const slugTaken = () => new AppError('conflict', 'This address is taken; choose another', { field: 'slug' });

/** Where the careers site answers: the careers host when one is set, else /careers on the app's host. */
export function siteBase(env: Pick<Env, 'publicUrl' | 'careersHost'>): string {
  if (!env.careersHost) return `${env.publicUrl}/careers`;
  return `${new URL(env.publicUrl).protocol}//${env.careersHost}`;
}

export function siteUrl(env: Pick<Env, 'publicUrl' | 'careersHost'>, slug: string): string {
  return `${siteBase(env)}/company/${slug}`;
}

async function slugFree(tx: Db, orgId: string, slug: string): Promise<boolean> {
  const [page] = await tx.select({ orgId: careerPages.orgId }).from(careerPages).where(and(eq(careerPages.slug, slug), ne(careerPages.orgId, orgId)));
  const [old] = await tx.select({ orgId: careerSlugHistory.orgId }).from(careerSlugHistory).where(and(eq(careerSlugHistory.slug, slug), ne(careerSlugHistory.orgId, orgId)));
  return !page && !old;
}

/** The organization's career page, made now (with its organization's slug, or that slug and a number) if it has none. */
export async function ensureCareerPage(tx: Db, orgId: string): Promise<CareerPageRow> {
  const [row] = await tx.select().from(careerPages).where(eq(careerPages.orgId, orgId));
  if (row) return row;
  const [org] = await tx.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw notFound('Organization');
  const base = org.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).padEnd(3, '0');
  let slug = base;
  for (let n = 2; !(await slugFree(tx, orgId, slug)); n++) slug = `${base}-${n}`;
  const [made] = await tx.insert(careerPages).values({ orgId, slug, privacyNotice: DEFAULT_PRIVACY_NOTICE }).onConflictDoNothing().returning();
  return made ?? (await tx.select().from(careerPages).where(eq(careerPages.orgId, orgId)))[0]!;
}

function toDto(env: Env, row: CareerPageRow, previous: string[], published: number): CareerPage {
  return {
    slug: row.slug,
    logo_url: row.logoUrl,
    brand_color: row.brandColor,
    about: row.about,
    benefits: row.benefits,
    links: row.links,
    privacy_notice: row.privacyNotice,
    default_questions: row.defaultQuestions,
    confirmation_template_id: row.confirmationTemplateId,
    site_url: siteUrl(env, row.slug),
    careers_host: env.careersHost,
    previous_slugs: previous,
    published_jobs: published,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getCareerPage(db: Db, env: Env, { orgId }: { orgId: string }): Promise<CareerPage> {
  const row = await db.transaction((tx) => ensureCareerPage(tx, orgId));
  const previous = await db.select({ slug: careerSlugHistory.slug }).from(careerSlugHistory).where(eq(careerSlugHistory.orgId, orgId));
  const [published] = await db.select({ n: count() }).from(jobPostings).where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.published, true)));
  return toDto(env, row, previous.map((p) => p.slug).sort(), Number(published?.n ?? 0));
}

export async function updateCareerPage(db: Db, env: Env, actor: Actor, input: CareerPageInput): Promise<CareerPage> {
  const { orgId } = actor;
  await db.transaction(async (tx) => {
    const before = await ensureCareerPage(tx, orgId);
    if (input.confirmation_template_id) {
      const [template] = await tx
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.id, input.confirmation_template_id)));
      if (!template) throw new AppError('validation_failed', 'Choose one of your email templates', [{ path: 'confirmation_template_id', message: 'Unknown template' }]);
    }
    if (input.slug !== before.slug) {
      if (!(await slugFree(tx, orgId, input.slug))) throw slugTaken();
      // The old address keeps working as a redirect; taking back an old slug removes its redirect.
      await tx.delete(careerSlugHistory).where(and(eq(careerSlugHistory.orgId, orgId), eq(careerSlugHistory.slug, input.slug)));
      await tx.insert(careerSlugHistory).values({ slug: before.slug, orgId }).onConflictDoNothing();
    }
    const set = {
      slug: input.slug,
      logoUrl: input.logo_url,
      brandColor: input.brand_color,
      about: input.about,
      benefits: input.benefits,
      links: input.links,
      privacyNotice: input.privacy_notice,
      defaultQuestions: input.default_questions,
      confirmationTemplateId: input.confirmation_template_id,
      updatedAt: new Date(),
    };
    try {
      await tx.update(careerPages).set(set).where(eq(careerPages.orgId, orgId));
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') throw slugTaken();
      throw err;
    }
    const changes = changesBetween(
      { slug: before.slug, brand_color: before.brandColor, logo_url: before.logoUrl, questions: before.defaultQuestions.length },
      { slug: input.slug, brand_color: input.brand_color, logo_url: input.logo_url, questions: input.default_questions.length },
    );
    await logActivity(tx, { orgId, actorId: actor.actorId, action: 'update', entityType: 'career_page', entityId: orgId, changes });
  });
  return getCareerPage(db, env, { orgId });
}

/** The organization behind a slug: current (`redirect` null) or retired (`redirect` is the slug to go to). */
export async function pageBySlug(db: Db, slug: string): Promise<{ page: CareerPageRow; orgName: string; redirect: string | null } | null> {
  const rows = await db
    .select({ page: careerPages, orgName: organizations.name })
    .from(careerPages)
    .innerJoin(organizations, eq(organizations.id, careerPages.orgId))
    .where(eq(careerPages.slug, slug));
  if (rows[0]) return { ...rows[0], redirect: null };
  const [old] = await db
    .select({ page: careerPages, orgName: organizations.name })
    .from(careerSlugHistory)
    .innerJoin(careerPages, eq(careerPages.orgId, careerSlugHistory.orgId))
    .innerJoin(organizations, eq(organizations.id, careerPages.orgId))
    .where(eq(careerSlugHistory.slug, slug));
  return old ? { ...old, redirect: old.page.slug } : null;
}
