/** Test-only setup for the agency loop: a client with a contact, its job, and candidates in that job. */
import { eq } from 'drizzle-orm';
import { candidates, jobs } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { insertApplication, insertJob } from '../candidates/fixtures.test-helper';

export const API = '/api/v1/recruiter';

export type Person = { id: string; first: string; last: string; email: string; phone: string; company: string };

/** A client "Globex" with one contact, an open job for it with `openings`, and the named candidates in its first stage. */
export async function agencySetup(t: TestApp, admin: { token: string; orgId: string }, names: [string, string][], openings = 1) {
  const client = (await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Globex' } })).json.data;
  const contact = (await t.call('POST', `${API}/clients/${client.id}/contacts`, { token: admin.token, body: { name: 'Sam Client', email: 'sam@globex.example', is_primary: true } })).json.data;
  const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Staff Engineer' });
  await t.db.update(jobs).set({ clientId: client.id, openings }).where(eq(jobs.id, job.id));
  const people: Person[] = [];
  for (const [i, [first, last]] of names.entries()) {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@mail.example`;
    const phone = `+1415555${String(2000 + i)}`;
    const company = `${last} Widgets Ltd`;
    const res = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: first, last_name: last, email, phone, current_company: company, current_title: 'Engineer' } });
    if (res.status !== 201) throw new Error(`candidate: ${res.status} ${res.text}`);
    await t.db.update(candidates).set({ links: [{ kind: 'linkedin', url: `https://www.linkedin.com/in/${first.toLowerCase()}-secret` }] }).where(eq(candidates.id, res.json.data.id));
    await insertApplication(t.db, { orgId: admin.orgId, jobId: job.id, candidateId: res.json.data.id, stageId: job.stages[0]!.id });
    people.push({ id: res.json.data.id, first, last, email, phone: res.json.data.phone ?? phone, company });
  }
  return { client, contact, job, people };
}

export const submitBody = (jobId: string, candidateIds: string[], contactIds: string[], report: Record<string, unknown> = {}) => ({
  job_id: jobId,
  candidate_ids: candidateIds,
  contact_ids: contactIds,
  subject: 'Candidate for {{job.title}}',
  body: 'Hi {{contact.name}}, meet {{candidate.first_name}} for {{client.name}}: {{report.link}}',
  report,
});

/** The report token from the link in a queued email body. */
export function tokenIn(body: string): string {
  const match = /\/reports\/candidate-report\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no report link in: ${body}`);
  return match[1]!;
}
