/** What an applicant sent with an application (answers, cover letter), for the recruiter's candidate page. */
import { and, eq } from 'drizzle-orm';
import type { ApplicationForm } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { applicationForms, applications } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export async function applicationForm(db: Db, { orgId, applicationId }: { orgId: string; applicationId: string }): Promise<ApplicationForm> {
  const [row] = await db
    .select({ id: applications.id, source: applications.source, form: applicationForms })
    .from(applications)
    .leftJoin(applicationForms, eq(applicationForms.applicationId, applications.id))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  if (!row) throw notFound('Application');
  return {
    application_id: row.id,
    source: row.source,
    cover_letter: row.form?.coverLetter ?? null,
    answers: row.form?.answers ?? [],
    consented_at: row.form?.consentedAt.toISOString() ?? null,
  };
}
