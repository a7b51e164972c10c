/**
 * The demo organization's careers site: a branded career page, its open jobs published (some with
 * the salary and screening questions), a share of the applications arriving through it with
 * sources, answers and cover letters, and one data-deletion request waiting for an admin.
 * Written with the demo data's transaction; deterministic (every choice follows the row's index).
 */
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApplicationAnswer, ScreeningQuestion } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applicationForms, applications, careerPages, deletionRequests, jobPostings } from '../../db/schema';
import { newId } from '../../lib/ids';
import { DEFAULT_PRIVACY_NOTICE } from './career-page.service';
import { postingSlug } from './postings.service';

/** The demo organization's logo, drawn for the demo and served by the careers site on either host. */
const DEMO_LOGO = readFileSync(new URL('./demo-logo.svg', import.meta.url), 'utf8');
export const DEMO_LOGO_PATH = '/assets/demo-logo.svg';

export function demoLogoRoutes() {
  return new Hono().get(DEMO_LOGO_PATH, () => new Response(DEMO_LOGO, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } }));
}

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'workauth', kind: 'yes_no', label: 'Are you authorised to work in the country of this job?', required: true, options: [], knockout_answers: ['No'] },
  { id: 'notice', kind: 'single_choice', label: 'What is your notice period?', required: true, options: ['Immediately', '1 month', '2 months', '3 months or more'], knockout_answers: [] },
  { id: 'proud', kind: 'long_text', label: 'Tell us about work you are proud of.', required: false, options: [], knockout_answers: [] },
];
const SOURCES = ['careers_site', 'careers_site', 'linkedin', 'indeed', 'referral'];
const PROUD = [
  'I led the migration of our billing system to event sourcing without downtime.',
  'I rebuilt our onboarding flow; activation went up by a fifth within a quarter.',
  'I mentored three juniors who now lead their own projects.',
  'I set up our first on-call rotation and cut incident time in half.',
];
const LETTERS = [
  'I have followed your work for a while and would love to help the team grow.\n\nBest regards',
  'Your focus on careful engineering matches how I like to work. I would be glad to talk.',
];

type Seed = {
  orgId: string;
  /** The careers site's address (siteBase), when known: the logo is served there. */
  siteBase?: string;
  orgName: string;
  slug: string;
  jobs: { id: string; title: string; status: string; createdAt: Date }[];
  applications: { id: string; jobId: string; candidateId: string; createdAt: number; status: string }[];
  people: Map<string, { name: string; email: string }>;
};

export async function seedDemoCareers(tx: Db, { orgId, orgName, slug, siteBase, jobs, applications: apps, people }: Seed): Promise<void> {
  await tx.insert(careerPages).values({
    orgId,
    slug,
    logoUrl: siteBase ? `${siteBase}${DEMO_LOGO_PATH}` : null,
    brandColor: '#0f766e',
    about: `${orgName} places engineers, designers and operators with growing companies across Europe and North America. We hire for our clients and for ourselves.`,
    benefits: ['Remote-friendly', '30 days of paid leave', 'Learning budget', 'Health insurance', 'Equity for every hire'],
    links: [{ label: 'Company website', url: 'https://www.hirebase-demo.example' }],
    privacyNotice: DEFAULT_PRIVACY_NOTICE,
    defaultQuestions: QUESTIONS.slice(0, 2),
  });
  const open = jobs.filter((j) => j.status === 'open');
  await tx.insert(jobPostings).values(
    open.map((j, i) => ({
      jobId: j.id,
      orgId,
      slug: postingSlug(j),
      published: true,
      showSalary: i % 2 === 0,
      questions: i % 3 === 2 ? [] : QUESTIONS,
      publishedAt: new Date(j.createdAt.getTime() + 3_600_000),
    })),
  );

  const published = new Map(open.map((j, i) => [j.id, i % 3 === 2 ? [] : QUESTIONS]));
  const arrived = apps.filter((a, i) => published.has(a.jobId) && i % 3 === 0);
  for (const [i, source] of SOURCES.entries()) {
    const ids = arrived.filter((_, k) => k % SOURCES.length === i).map((a) => a.id);
    if (ids.length) await tx.update(applications).set({ source }).where(inArray(applications.id, ids));
  }
  // One rejected applicant was knocked out: they answered the work-authorisation question "No".
  const knockedOut = arrived.find((a) => a.status === 'rejected' && published.get(a.jobId)!.length > 0);
  if (knockedOut) await tx.update(applications).set({ rejectionReason: `knock-out: ${QUESTIONS[0]!.label}` }).where(eq(applications.id, knockedOut.id));
  await tx.insert(applicationForms).values(
    arrived.map((a, i) => {
      const knocked = a === knockedOut;
      const answers: ApplicationAnswer[] = published.get(a.jobId)!.map((q) => {
        const value = q.kind === 'yes_no' ? (knocked ? 'No' : 'Yes') : q.kind === 'single_choice' ? q.options[i % q.options.length]! : PROUD[i % PROUD.length]!;
        return { question_id: q.id, label: q.label, kind: q.kind, value, knocked_out: knocked && q.knockout_answers.includes(value) };
      });
      return { applicationId: a.id, orgId, answers, coverLetter: i % 2 ? LETTERS[i % LETTERS.length]! : null, privacyNotice: DEFAULT_PRIVACY_NOTICE, consentedAt: new Date(a.createdAt) };
    }),
  );

  const asking = arrived.find((a) => a.status === 'rejected' && a !== knockedOut) ?? arrived[0];
  const person = asking && people.get(asking.candidateId);
  if (asking && person) {
    await tx.insert(deletionRequests).values({ id: newId(), orgId, candidateId: asking.candidateId, candidateName: person.name, email: person.email, requestedAt: new Date(Date.now() - 2 * 3_600_000) });
  }
}
