import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startParseWorkers } from '../ingestion/parse-resume.job';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';

async function pdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return doc.save();
}

let t: TestApp;
let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  process.env.INGEST_THREADS = '0';
  t = await createTestApp({}, {}, { queue: true });
  workers = await startParseWorkers(t.ctx, { workers: 1, batchSize: 8 });
});
afterAll(async () => {
  await workers.stop();
  await t.close();
});

/** Uploads the resumes (one file each) to the resume database and returns the finished operation's items. */
async function uploadAll(token: string, resumes: { name: string; lines: string[] }[]) {
  const form = new FormData();
  form.append('target', 'resdb');
  for (const r of resumes) form.append('files', new Blob([await pdf(r.lines)], { type: 'application/pdf' }), r.name);
  const res = await t.app.request(`${API}/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as any;
  for (let i = 0; i < 240; i++) {
    const op = await t.call('GET', `${API}/operations/${data.operation.id}`, { token });
    if (op.json.data.status === 'completed' || op.json.data.status === 'failed') return op.json.data.items as any[];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('upload did not finish');
}
const uploadOne = async (token: string, name: string, lines: string[]) => (await uploadAll(token, [{ name, lines }]))[0];

describe('dedupe of uploaded resumes', () => {
  it('keeps forwarded resumes that share an agency phone, an agency address and date ranges apart: one candidate each, nothing proposed', async () => {
    const admin = await t.newAdmin('agency@example.com');
    const first = ['Maria', 'James', 'Priya', 'Chen', 'Olga', 'Tomas', 'Aisha', 'Lucas', 'Fatima', 'Noah', 'Elena', 'Kenji', 'Sofia', 'Omar', 'Ingrid', 'Rahul', 'Chloe', 'Diego'];
    const last = ['Garcia', 'Smith', 'Sharma', 'Wei', 'Petrova', 'Novak', 'Bello', 'Silva', 'Haddad', 'Brown', 'Rossi', 'Sato'];
    const people = Array.from({ length: 18 }, (_, i) => ({
      name: `forwarded-${i}.pdf`,
      lines: [
        `${first[i]} ${last[(i * 5) % 12]}`,
        'Forwarded by Talent Bridge Agency, jobs@talentbridge.example, Tel: +44 20 7946 0958',
        `person${i}@mail.example.com`,
        'EXPERIENCE',
        'Engineer, Acme 09.2016 - 06.2020',
        'Analyst, Initech 2016 - 2020 (4 years)',
        'Consultant Jan 2016 – 2020 12 projects',
      ],
    }));
    const items = await uploadAll(admin.token, people);
    expect(items.map((i) => i.result)).toEqual(people.map(() => 'created'));
    expect(new Set(items.map((i) => i.candidate_id)).size).toBe(18);
    expect(items.every((i) => i.possible_duplicates.length === 0)).toBe(true);
    const people_ = await Promise.all(items.map(async (i) => (await t.call('GET', `${API}/candidates/${i.candidate_id}`, { token: admin.token })).json.data));
    // The agency's address stays with the first record that had it (files are parsed side by side, so
    // which one that is can vary), never anyone else's; the agency number is read as written, and no
    // date range became a second number.
    const agency = 'jobs@talentbridge.example';
    expect(people_.filter((p) => p.email === agency || p.emails.includes(agency)).length).toBeLessThanOrEqual(1);
    people_.forEach((p, i) => {
      expect(p).toMatchObject({ phone: '+442079460958', phones: [] });
      expect([p.email, ...p.emails].filter((e) => e !== agency)).toEqual([`person${i}@mail.example.com`]);
    });
  });

  it('merges the same email, and the same phone with the same name; a shared phone otherwise is a possible duplicate that a dismissal settles', async () => {
    const admin = await t.newAdmin('dedupe@example.com');
    const ravi = await uploadOne(admin.token, 'ravi.pdf', ['Ravi Kumar', 'ravi.kumar@example.com', 'Phone: +91 98450 12345']);
    expect(ravi.result).toBe('created');

    const sameEmail = await uploadOne(admin.token, 'ravi-2.pdf', ['R. Kumar', 'RAVI.KUMAR@example.com', 'Skills: Go']);
    expect(sameEmail).toMatchObject({ result: 'merged', candidate_id: ravi.candidate_id });
    const samePhoneAndName = await uploadOne(admin.token, 'ravi-3.pdf', ['Kumar Ravi', 'Mobile: 98450 12345', 'Skills: Rust']);
    expect(samePhoneAndName).toMatchObject({ result: 'merged', candidate_id: ravi.candidate_id });

    const anita = await uploadOne(admin.token, 'anita.pdf', ['Anita Rao', 'Phone: +91 98450 12345']);
    expect(anita.result).toBe('created');
    expect(anita.possible_duplicates).toEqual([{ id: ravi.candidate_id, name: 'Ravi Kumar' }]);

    const listed = await t.call('GET', `${API}/candidates/${anita.candidate_id}/duplicates`, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([
      expect.objectContaining({ reason: 'phone', value: '+919845012345', candidate: expect.objectContaining({ id: ravi.candidate_id, name: 'Ravi Kumar' }) }),
    ]);
    const dismissed = await t.call('POST', `${API}/candidates/${anita.candidate_id}/duplicates/${listed.json.data[0].id}/dismiss`, { token: admin.token });
    expect(dismissed.status).toBe(200);
    expect((await t.call('GET', `${API}/candidates/${anita.candidate_id}/duplicates`, { token: admin.token })).json.data).toEqual([]);

    // Another resume of Anita's brings the pair up again: the dismissal stands.
    const anitaAgain = await uploadOne(admin.token, 'anita-2.pdf', ['Anita Rao', 'Tel: +91 98450 12345', 'Skills: Figma']);
    expect(anitaAgain).toMatchObject({ result: 'merged', candidate_id: anita.candidate_id, possible_duplicates: [] });

    // Same phone and name, but another email: not merged, proposed (and so is Anita, who has no email to tell them apart).
    const otherRavi = await uploadOne(admin.token, 'ravi-other.pdf', ['Ravi Kumar', 'ravi@elsewhere.example.org', 'Phone: +91 98450 12345']);
    expect(otherRavi.result).toBe('created');
    expect(otherRavi.possible_duplicates).toContainEqual({ id: ravi.candidate_id, name: 'Ravi Kumar' });
    expect(otherRavi.possible_duplicates).toHaveLength(2);
    expect((await t.call('GET', `${API}/candidates/${ravi.candidate_id}/duplicates`, { token: admin.token })).json.data.map((d: any) => d.candidate.id)).toEqual([
      otherRavi.candidate_id,
    ]);
  });

  it('confirming merges the pair with its resumes and upload results; another organization gets 404', async () => {
    const admin = await t.newAdmin('confirm@example.com');
    const created = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Sam', last_name: 'Lee', phone: '+1 415 555 0100' } });
    // A phone another candidate holds is no longer refused: the second record is proposed as a possible duplicate.
    // A record typed by hand is never merged by itself, even with the same name and phone: it is proposed.
    const typed = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Sam', last_name: 'Lee', phone: '+1 (415) 555-0100' } });
    expect(typed.status).toBe(201);
    const typedDuplicates = await t.call('GET', `${API}/candidates/${typed.json.data.id}/duplicates`, { token: admin.token });
    expect(typedDuplicates.json.data.map((d: any) => d.candidate.id)).toEqual([created.json.data.id]);
    const upload = await uploadOne(admin.token, 'samuel.pdf', ['Samuel Lee', 'samuel.lee@example.com', 'Cell: +1 415 555 0100']);
    expect(upload.result).toBe('created');
    expect(upload.possible_duplicates).toContainEqual({ id: created.json.data.id, name: 'Sam Lee' });

    const proposals = (await t.call('GET', `${API}/candidates/${created.json.data.id}/duplicates`, { token: admin.token })).json.data;
    const proposal = proposals.find((p: any) => p.candidate.id === upload.candidate_id);

    const stranger = await t.newAdmin('stranger@example.com', 'Other Org');
    const foreignId = (await t.call('POST', `${API}/candidates`, { token: stranger.token, body: { first_name: 'Zed' } })).json.data.id;
    expect((await t.call('GET', `${API}/candidates/${created.json.data.id}/duplicates`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/candidates/${created.json.data.id}/duplicates/${proposal.id}/confirm`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/candidates/${foreignId}/duplicates/${proposal.id}/dismiss`, { token: stranger.token })).status).toBe(404);

    const confirmed = await t.call('POST', `${API}/candidates/${created.json.data.id}/duplicates/${proposal.id}/confirm`, { token: admin.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ id: created.json.data.id, email: 'samuel.lee@example.com' });
    expect((await t.call('GET', `${API}/candidates/${upload.candidate_id}`, { token: admin.token })).status).toBe(404);
    const resumes = await t.call('GET', `${API}/resumes?candidate_id=${created.json.data.id}`, { token: admin.token });
    expect(resumes.json.data).toHaveLength(1);
    // The kept record of a merge takes the duplicate's phone, and with it the duplicate's open question.
    const create = async (body: object) => (await t.call('POST', `${API}/candidates`, { token: admin.token, body })).json.data.id as string;
    const zoe = await create({ first_name: 'Zoe', last_name: 'Park', phone: '+44 7911 123456' });
    const yan = await create({ first_name: 'Yan', last_name: 'Li', phone: '+44 7911 123456' });
    const kept = await create({ first_name: 'Yan', last_name: 'Li', email: 'yan@example.com' });
    expect((await t.call('POST', `${API}/candidates/${kept}/merge`, { token: admin.token, body: { duplicate_id: yan } })).status).toBe(200);
    const carried = await t.call('GET', `${API}/candidates/${kept}/duplicates`, { token: admin.token });
    expect(carried.json.data.map((d: any) => d.candidate.id)).toEqual([zoe]);
    // Confirmed is settled: not listed, not confirmable again.
    expect((await t.call('POST', `${API}/candidates/${created.json.data.id}/duplicates/${proposal.id}/confirm`, { token: admin.token })).status).toBe(404);
  });
});
