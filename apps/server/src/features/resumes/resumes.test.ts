import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, resumes } from '../../db/schema';
import { newId } from '../../lib/ids';
import { minimalDocx } from '../../test/fixtures/resumes/make';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contentDisposition, DOCX_TYPE, PDF_TYPE, sanitizeResumeHtml } from './resumes.service';

const API = '/api/v1/recruiter';
let t: TestApp;
type Admin = { token: string; orgId: string };
let a: Admin;
let b: Admin;
let recruiter: string;

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(text, { x: 50, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

async function docx(children: Paragraph[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

async function insertResume(
  orgId: string,
  opts: { candidateId?: string | null; fileName?: string; contentType?: string; bytes?: Uint8Array; status?: 'parsed' | 'no_text' | 'failed'; text?: string; parsed?: Record<string, unknown> | null; createdAt?: Date },
) {
  const id = newId();
  const storageKey = `resumes/${orgId}/${newId()}`;
  const bytes = opts.bytes ?? (await pdf('Resume'));
  await t.ctx.storage.put(storageKey, bytes);
  await t.db.insert(resumes).values({
    id,
    orgId,
    candidateId: opts.candidateId ?? null,
    fileName: opts.fileName ?? 'resume.pdf',
    contentType: opts.contentType ?? PDF_TYPE,
    size: bytes.byteLength,
    sha256: newId(),
    storageKey,
    status: opts.status ?? 'parsed',
    text: opts.text ?? '',
    parsed: opts.parsed ?? null,
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  return id;
}

async function candidate(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `${API}/candidates`, { token, body });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; first_name: string };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.newAdmin('resumes-a@example.com', 'Resume Alpha');
  b = await t.newAdmin('resumes-b@example.com', 'Resume Bravo');
  recruiter = (await t.addMember(a, 'resumes-rec@example.com', 'recruiter')).token;
});
afterAll(() => t.close());

describe('GET /resumes', () => {
  it('lists the organization’s resumes with their candidate, filtered and sorted', async () => {
    const org = await t.newAdmin('resumes-list@example.com', 'Resume List');
    const ann = await candidate(org.token, { first_name: 'Ann', last_name: 'Lee' });
    const first = await insertResume(org.orgId, { candidateId: ann.id, fileName: 'b-ann.pdf', createdAt: new Date('2024-01-01T00:00:00Z') });
    const second = await insertResume(org.orgId, { fileName: 'a-scan.pdf', status: 'no_text', createdAt: new Date('2024-02-01T00:00:00Z') });
    await insertResume(b.orgId, { fileName: 'other-org.pdf' });

    const res = await t.call('GET', `${API}/resumes`, { token: org.token });
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ total: 2, page: 1, page_size: 25, next_cursor: null });
    expect(res.json.data.map((r: { id: string }) => r.id)).toEqual([second, first]);
    expect(res.json.data[1]).toMatchObject({ candidate: { id: ann.id, name: 'Ann Lee' }, file_name: 'b-ann.pdf', content_type: PDF_TYPE, status: 'parsed' });
    expect(res.json.data[0].candidate).toBeNull();
    expect(res.json.data[0]).not.toHaveProperty('text');

    const byName = await t.call('GET', `${API}/resumes?sort=file_name`, { token: org.token });
    expect(byName.json.data.map((r: { file_name: string }) => r.file_name)).toEqual(['a-scan.pdf', 'b-ann.pdf']);
    const noText = await t.call('GET', `${API}/resumes?status=no_text`, { token: org.token });
    expect(noText.json.data.map((r: { id: string }) => r.id)).toEqual([second]);
    const ofAnn = await t.call('GET', `${API}/resumes?candidate_id=${ann.id}&page_size=1`, { token: org.token });
    expect(ofAnn.json.data.map((r: { id: string }) => r.id)).toEqual([first]);
    const paged = await t.call('GET', `${API}/resumes?page=2&page_size=1&sort=-created_at`, { token: org.token });
    expect(paged.json.data.map((r: { id: string }) => r.id)).toEqual([first]);
  });

  it('refuses bad list parameters with 422', async () => {
    for (const q of ['sort=size', 'page_size=101', 'status=deleted', 'page=0']) {
      expect((await t.call('GET', `${API}/resumes?${q}`, { token: a.token })).status, q).toBe(422);
    }
  });

  it('needs a token', async () => {
    expect((await t.call('GET', `${API}/resumes`)).status).toBe(401);
  });
});

describe('GET /resumes/:id', () => {
  it('answers the record with the parser’s fields and at most 50k characters of text', async () => {
    const ann = await candidate(a.token, { first_name: 'Ann', last_name: 'Parsed' });
    const text = 'x'.repeat(60_000);
    const id = await insertResume(a.orgId, {
      candidateId: ann.id,
      text,
      parsed: { firstName: 'Ann', lastName: 'Parsed', emails: ['ann@example.com'], skills: ['SQL'], currentTitle: 'Analyst', yearsExperience: 4 },
    });
    const res = await t.call('GET', `${API}/resumes/${id}`, { token: recruiter });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id,
      candidate: { id: ann.id, name: 'Ann Parsed' },
      status: 'parsed',
      parsed: { first_name: 'Ann', last_name: 'Parsed', emails: ['ann@example.com'], skills: ['SQL'], current_title: 'Analyst', years_experience: 4 },
      text_truncated: true,
    });
    expect(res.json.data.text).toHaveLength(50_000);
  });

  it('follows a merged candidate to the record it lives on in', async () => {
    const kept = await candidate(a.token, { first_name: 'Kept', last_name: 'Person' });
    const dup = await candidate(a.token, { first_name: 'Dup', last_name: 'Person' });
    const id = await insertResume(a.orgId, { candidateId: dup.id });
    const merged = await t.call('POST', `${API}/candidates/${kept.id}/merge`, { token: a.token, body: { duplicate_id: dup.id } });
    expect(merged.status).toBe(200);
    const res = await t.call('GET', `${API}/resumes/${id}`, { token: a.token });
    expect(res.json.data.candidate).toEqual({ id: kept.id, name: 'Kept Person' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', `${API}/resumes/${newId()}`, { token: a.token })).status).toBe(404);
  });
});

describe('GET /resumes/:id/file', () => {
  it('serves the original bytes as an inert download', async () => {
    const bytes = await pdf('Original bytes');
    const id = await insertResume(a.orgId, { bytes, fileName: 'Zoë "CV" <b>.pdf' });
    const res = await t.app.request(`${API}/resumes/${id}/file`, { headers: { authorization: `Bearer ${recruiter}` } });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="Zo_ _CV_ <b>.pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22%20%3Cb%3E.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('never serves an unexpected stored type as itself', async () => {
    const id = await insertResume(a.orgId, { bytes: new TextEncoder().encode('<script>alert(1)</script>'), contentType: 'text/html', fileName: 'x.html' });
    const res = await t.call('GET', `${API}/resumes/${id}/file`, { token: a.token });
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('keeps header-breaking characters out of the file name', () => {
    expect(contentDisposition('a\r\nSet-Cookie: x=1;.pdf')).toBe(`attachment; filename="a__Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf`);
    expect(contentDisposition('../../etc/passwd')).toMatch(/^attachment; filename="passwd";/);
  });
});

describe('GET /resumes/:id/html', () => {
  it('renders a DOCX as sanitized HTML: markup typed in the text stays text', async () => {
    const bytes = await docx([
      new Paragraph({ children: [new TextRun({ text: 'Jane Doe', bold: true })] }),
      new Paragraph('<script>alert("x")</script> <img src=x onerror=alert(1)>'),
    ]);
    const id = await insertResume(a.orgId, { bytes, contentType: DOCX_TYPE, fileName: 'jane.docx' });
    const res = await t.call('GET', `${API}/resumes/${id}/html`, { token: recruiter });
    expect(res.status).toBe(200);
    const html: string = res.json.data.html;
    expect(html).toContain('<strong>Jane Doe</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('drops images from the document', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const bytes = await docx([new Paragraph({ children: [new TextRun('Photo:'), new ImageRun({ type: 'png', data: png, transformation: { width: 10, height: 10 } })] })]);
    const id = await insertResume(a.orgId, { bytes, contentType: DOCX_TYPE, fileName: 'photo.docx' });
    const res = await t.call('GET', `${API}/resumes/${id}/html`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.json.data.html).toContain('Photo:');
    expect(res.json.data.html).not.toMatch(/<img|data:/i);
  });

  it('keeps only the allowlist', () => {
    const html = sanitizeResumeHtml(
      '<h1 style="color:red" onclick="x()">Name</h1><p>A <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_top">good</a> <a href="mailto:a@b.c">mail</a></p>' +
        '<img src="https://example.com/x.png"><style>p{}</style><script>alert(1)</script><iframe src="https://x"></iframe><svg><circle/></svg>' +
        '<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table><ul><li><em>i</em><u>u</u></li></ul>',
    );
    expect(html).toBe(
      '<h1>Name</h1><p>A <a rel="noopener noreferrer nofollow">bad</a> <a href="https://example.com" rel="noopener noreferrer nofollow">good</a> <a href="mailto:a@b.c" rel="noopener noreferrer nofollow">mail</a></p>' +
        '<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table><ul><li><em>i</em><u>u</u></li></ul>',
    );
  });

  it('answers 415 for a PDF', async () => {
    const id = await insertResume(a.orgId, {});
    const res = await t.call('GET', `${API}/resumes/${id}/html`, { token: a.token });
    expect(res.status).toBe(415);
  });

  it('answers 422 for a damaged DOCX', async () => {
    const id = await insertResume(a.orgId, { bytes: new TextEncoder().encode('not a zip'), contentType: DOCX_TYPE, fileName: 'broken.docx' });
    const res = await t.call('GET', `${API}/resumes/${id}/html`, { token: a.token });
    expect(res.status).toBe(422);
  });

  it('answers 422 for a stored DOCX whose image inflates past the size its headers declare, before mammoth reads it', async () => {
    const zip = Buffer.from(minimalDocx({ extra: [{ name: 'word/media/image1.png', data: new Uint8Array(1024 * 1024) }] }));
    const name = Buffer.from('word/media/image1.png');
    for (let i = 0; i < zip.length - 46; i++) {
      if (zip.readUInt32LE(i) === 0x04034b50 && zip.subarray(i + 30, i + 30 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 22);
      if (zip.readUInt32LE(i) === 0x02014b50 && zip.subarray(i + 46, i + 46 + name.length).equals(name)) zip.writeUInt32LE(1024, i + 24);
    }
    const id = await insertResume(a.orgId, { bytes: new Uint8Array(zip), contentType: DOCX_TYPE, fileName: 'bomb.docx' });
    const res = await t.call('GET', `${API}/resumes/${id}/html`, { token: a.token });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ code: 'zip_bomb' });
  });
});

describe('PATCH /resumes/:id', () => {
  it('applies corrections to the linked candidate and logs them', async () => {
    const ann = await candidate(a.token, { first_name: 'Anne', last_name: 'Typo', email: 'anne@example.com', skills: ['SQL'] });
    const id = await insertResume(a.orgId, { candidateId: ann.id, text: 'Anne Typo' });
    const res = await t.call('PATCH', `${API}/resumes/${id}`, {
      token: recruiter,
      body: { last_name: 'Fixed', current_title: 'Data Engineer', skills: ['SQL', 'Python'] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.candidate).toEqual({ id: ann.id, name: 'Anne Fixed' });
    const cand = await t.call('GET', `${API}/candidates/${ann.id}`, { token: a.token });
    expect(cand.json.data).toMatchObject({ first_name: 'Anne', last_name: 'Fixed', email: 'anne@example.com', current_title: 'Data Engineer', skills: ['SQL', 'Python'] });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.entityId, ann.id));
    expect(log.some((l) => l.action === 'update' && (l.changes as Record<string, unknown>)?.last_name)).toBe(true);
  });

  it('answers 409 as the candidates service does for another candidate’s email', async () => {
    const other = await candidate(a.token, { first_name: 'Owner', email: 'taken@example.com' });
    const ann = await candidate(a.token, { first_name: 'Ann', last_name: 'Dup' });
    const id = await insertResume(a.orgId, { candidateId: ann.id });
    const res = await t.call('PATCH', `${API}/resumes/${id}`, { token: a.token, body: { email: 'taken@example.com' } });
    expect(res.status).toBe(409);
    expect(res.json.error.details).toMatchObject({ existing_id: other.id, field: 'email' });
  });

  it('refuses invalid fields with 422', async () => {
    const ann = await candidate(a.token, { first_name: 'Val' });
    const id = await insertResume(a.orgId, { candidateId: ann.id });
    expect((await t.call('PATCH', `${API}/resumes/${id}`, { token: a.token, body: { email: 'not-an-email' } })).status).toBe(422);
    expect((await t.call('PATCH', `${API}/resumes/${id}`, { token: a.token, body: { first_name: '' } })).status).toBe(422);
  });

  it('promotes a no-text resume: creates the candidate from the fields and links it', async () => {
    const id = await insertResume(a.orgId, { status: 'no_text', fileName: 'scan.pdf' });
    const missing = await t.call('PATCH', `${API}/resumes/${id}`, { token: recruiter, body: { last_name: 'Only' } });
    expect(missing.status).toBe(422);

    const res = await t.call('PATCH', `${API}/resumes/${id}`, {
      token: recruiter,
      body: { first_name: 'Scan', last_name: 'Person', email: 'scan@example.com', phone: '+1 415 555 0101', location: 'Lisbon', skills: ['Go'] },
    });
    expect(res.status).toBe(200);
    const candidateId = res.json.data.candidate.id;
    expect(res.json.data.candidate.name).toBe('Scan Person');
    const cand = await t.call('GET', `${API}/candidates/${candidateId}`, { token: a.token });
    expect(cand.json.data).toMatchObject({ email: 'scan@example.com', location: 'Lisbon', skills: ['Go'], source: 'Resume upload' });
    const log = await t.db.select().from(activityLog).where(eq(activityLog.entityId, candidateId));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'update']);

    // The second PATCH corrects the now linked candidate instead of creating another one.
    const again = await t.call('PATCH', `${API}/resumes/${id}`, { token: recruiter, body: { first_name: 'Scanned' } });
    expect(again.json.data.candidate).toEqual({ id: candidateId, name: 'Scanned Person' });
  });

  it('does not promote when the email belongs to someone else, and links nothing', async () => {
    await candidate(a.token, { first_name: 'Holder', email: 'holder@example.com' });
    const id = await insertResume(a.orgId, { status: 'no_text' });
    const res = await t.call('PATCH', `${API}/resumes/${id}`, { token: a.token, body: { first_name: 'New', email: 'holder@example.com' } });
    expect(res.status).toBe(409);
    const after = await t.call('GET', `${API}/resumes/${id}`, { token: a.token });
    expect(after.json.data.candidate).toBeNull();
  });
});

describe('POST /resumes/:id/add-to-job', () => {
  it('adds the linked candidate to the job’s first stage; twice is 409', async () => {
    const job = (await t.call('POST', `${API}/jobs`, { token: a.token, body: { title: 'Resume Engineer' } })).json.data;
    const ann = await candidate(a.token, { first_name: 'Job', last_name: 'Seeker' });
    const id = await insertResume(a.orgId, { candidateId: ann.id });
    const res = await t.call('POST', `${API}/resumes/${id}/add-to-job`, { token: recruiter, body: { job_id: job.id } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ job_id: job.id, candidate: { id: ann.id }, stage_id: job.stages[0].id });
    const again = await t.call('POST', `${API}/resumes/${id}/add-to-job`, { token: recruiter, body: { job_id: job.id } });
    expect(again.status).toBe(409);
  });

  it('needs a candidate first, a valid body and a job of the organization', async () => {
    const job = (await t.call('POST', `${API}/jobs`, { token: a.token, body: { title: 'Another Job' } })).json.data;
    const orphan = await insertResume(a.orgId, { status: 'no_text' });
    expect((await t.call('POST', `${API}/resumes/${orphan}/add-to-job`, { token: a.token, body: { job_id: job.id } })).status).toBe(409);
    const ann = await candidate(a.token, { first_name: 'Body' });
    const id = await insertResume(a.orgId, { candidateId: ann.id });
    expect((await t.call('POST', `${API}/resumes/${id}/add-to-job`, { token: a.token, body: {} })).status).toBe(422);
    const foreignJob = (await t.call('POST', `${API}/jobs`, { token: b.token, body: { title: 'Bravo Job' } })).json.data;
    expect((await t.call('POST', `${API}/resumes/${id}/add-to-job`, { token: a.token, body: { job_id: foreignJob.id } })).status).toBe(404);
  });
});

describe('another organization', () => {
  it('gets 404 on every resume route and changes nothing', async () => {
    const theirs = await candidate(b.token, { first_name: 'Theirs', last_name: 'Only' });
    const id = await insertResume(b.orgId, { candidateId: theirs.id, contentType: DOCX_TYPE, bytes: await docx([new Paragraph('Private')]) });
    const orphan = await insertResume(b.orgId, { status: 'no_text' });
    const job = (await t.call('POST', `${API}/jobs`, { token: a.token, body: { title: 'Alpha Job' } })).json.data;
    const calls: [string, string, unknown?][] = [
      ['GET', `/resumes/${id}`],
      ['GET', `/resumes/${id}/file`],
      ['GET', `/resumes/${id}/html`],
      ['PATCH', `/resumes/${id}`, { first_name: 'Taken' }],
      ['PATCH', `/resumes/${orphan}`, { first_name: 'Taken' }],
      ['POST', `/resumes/${id}/add-to-job`, { job_id: job.id }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, `${API}${path}`, { token: a.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain('Private');
    }
    const list = await t.call('GET', `${API}/resumes?candidate_id=${theirs.id}`, { token: a.token });
    expect(list.json.data).toEqual([]);
    expect((await t.call('GET', `${API}/candidates/${theirs.id}`, { token: b.token })).json.data.first_name).toBe('Theirs');
    expect((await t.call('GET', `${API}/resumes/${orphan}`, { token: b.token })).json.data.candidate).toBeNull();
  });
});
