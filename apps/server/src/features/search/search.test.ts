import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HIGHLIGHT_START } from '@hirebase/shared';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { token: string; orgId: string };
const API = '/api/v1/recruiter';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('searcher@example.com');
  const people = [
    { first_name: 'Grace', last_name: 'Hopper', current_title: 'Staff Engineer', skills: ['COBOL', 'Compilers'], location: 'Arlington, VA', years_experience: 30, source: 'Referral' },
    { first_name: 'Ada', last_name: 'Lovelace', current_title: 'Analyst', skills: ['Mathematics', 'Python'], location: 'London, United Kingdom', years_experience: 8, source: 'LinkedIn' },
    { first_name: 'Linus', last_name: 'Torvalds', current_title: 'Kernel Engineer', skills: ['C', 'Git', 'Python'], location: 'Portland, OR', years_experience: 25, source: 'LinkedIn' },
    { first_name: 'Python', last_name: 'Smith', current_title: 'Recruiter', skills: ['Sourcing'], location: 'Austin, TX', years_experience: 3 },
  ];
  for (const p of people) await t.call('POST', `${API}/candidates`, { token: admin.token, body: p });
});
afterAll(() => t.close());

const search = (qs: string, token = admin.token) => t.call('GET', `${API}/candidates/search?${qs}`, { token });

describe('candidate search', () => {
  it('ranks a name match above title and skill matches', async () => {
    const res = await search('q=python');
    expect(res.status).toBe(200);
    expect(res.json.data.map((h: any) => h.name)).toEqual(['Python Smith', expect.any(String), expect.any(String)]);
    expect(res.json.meta).toMatchObject({ total: 3, total_is_estimate: false, page: 1 });
    expect(res.json.data[1].snippet).toContain(HIGHLIGHT_START);
  });

  it('finds surnames, companies and places whose English stem differs from the word', async () => {
    expect((await search('q=lovelace')).json.data.map((h: any) => h.name)).toEqual(['Ada Lovelace']);
    expect((await search('q=torvalds')).json.data.map((h: any) => h.name)).toEqual(['Linus Torvalds']);
    expect((await search('q=arlington')).json.data.map((h: any) => h.name)).toEqual(['Grace Hopper']);
  });

  it('supports quoted phrases, OR and exclusion', async () => {
    expect((await search('q=' + encodeURIComponent('"kernel engineer"'))).json.data.map((h: any) => h.name)).toEqual(['Linus Torvalds']);
    const either = await search('q=' + encodeURIComponent('cobol OR mathematics'));
    expect(either.json.data.map((h: any) => h.name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const excluded = await search('q=' + encodeURIComponent('python -kernel'));
    expect(excluded.json.data.map((h: any) => h.name).sort()).toEqual(['Ada Lovelace', 'Python Smith']);
  });

  it('filters by skills (all or any), location, experience and source, with facet counts', async () => {
    expect((await search('skills=Python,Git')).json.data.map((h: any) => h.name)).toEqual(['Linus Torvalds']);
    expect((await search('skills=COBOL,Git&skills_mode=any')).json.meta.total).toBe(2);
    expect((await search('location=london')).json.data.map((h: any) => h.name)).toEqual(['Ada Lovelace']);
    expect((await search('min_years=20')).json.meta.total).toBe(2);
    const linkedin = await search('source=LinkedIn&sort=recent');
    expect(linkedin.json.meta.total).toBe(2);
    expect(linkedin.json.facets.skills).toContainEqual({ value: 'Python', label: 'Python', count: 2 });
    expect(linkedin.json.facets.sources).toEqual([{ value: 'LinkedIn', label: 'LinkedIn', count: 2 }]);
  });

  it('answers a skill and source pair no candidate has with nothing, and matches skill values exactly', async () => {
    const zero = await search('skills=COBOL&source=LinkedIn');
    expect(zero.json).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await search('q=engineer&skills=Python&source=Referral')).json.meta.total).toBe(0);
    expect((await search('q=engineer&skills=Python&source=LinkedIn')).json.data.map((h: any) => h.name)).toEqual(['Linus Torvalds']);
    expect((await search('skills=python')).json.meta.total).toBe(0); // values are exact, as stored
    const odd = await t.call('POST', `${API}/candidates`, {
      token: admin.token,
      body: { first_name: 'Odd', last_name: 'Values', skills: ["O'Reilly \\ C++", 'Node.js'], source: "Bob's list" },
    });
    expect(odd.status).toBe(201);
    const found = await search('skills=' + encodeURIComponent("O'Reilly \\ C++") + '&source=' + encodeURIComponent("Bob's list"));
    expect(found.json.data.map((h: any) => h.name)).toEqual(['Odd Values']);
    expect((await search('skills=Node.js,Git&skills_mode=any')).json.meta.total).toBe(2);
    // The filter tokens follow edits: the old skill no longer matches, the new one does.
    await t.call('PATCH', `${API}/candidates/${odd.json.data.id}`, { token: admin.token, body: { skills: ['Fortran'], source: 'Event' } });
    expect((await search('skills=Node.js')).json.meta.total).toBe(0);
    expect((await search('skills=Fortran&source=Event')).json.data.map((h: any) => h.name)).toEqual(['Odd Values']);
    expect((await search('q=' + encodeURIComponent('skill:Fortran'))).json.meta.total).toBe(0);
    await t.call('DELETE', `${API}/candidates/${odd.json.data.id}`, { token: admin.token });
  });

  it('serves a page past the ranking window in recency order with the same count and facets', async () => {
    const past = await search('sort=recent&page=21&page_size=100');
    expect(past.status).toBe(200);
    expect(past.json.data).toEqual([]);
    expect(past.json.meta).toMatchObject({ total: 4, total_is_estimate: false, page: 21 });
    expect(past.json.facets.sources).toContainEqual({ value: 'LinkedIn', label: 'LinkedIn', count: 2 });
    const recent = await search('sort=recent&page_size=2');
    const second = await search('sort=recent&page=2&page_size=2');
    const ids = [...recent.json.data, ...second.json.data].map((h: any) => h.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...recent.json.data, ...second.json.data].map((h: any) => h.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('matches resume words beyond the head vector, and an exclusion reads the resume too', async () => {
    const ada = (await search('q=ada')).json.data[0];
    await t.db.execute(sql`
      INSERT INTO resumes (id, org_id, candidate_id, file_name, content_type, size, sha256, storage_key, status, text)
      VALUES ('resume-ada', ${admin.orgId}, ${ada.id}, 'ada.pdf', 'application/pdf', 1, 'sha-ada', 'k/ada', 'parsed', 'Wrote the first published algorithm for the analytical engine')`);
    expect((await search('q=analytical')).json.data.map((h: any) => h.name)).toEqual(['Ada Lovelace']);
    expect((await search('q=analytical&skills=Python&source=LinkedIn')).json.data.map((h: any) => h.name)).toEqual(['Ada Lovelace']);
    // Python is in Ada's skills (the head), "analytical" only in her resume: the exclusion must see it.
    expect((await search('q=' + encodeURIComponent('python -analytical'))).json.data.map((h: any) => h.name).sort()).toEqual(['Linus Torvalds', 'Python Smith']);
    await t.db.execute(sql`DELETE FROM resumes WHERE id = 'resume-ada'`);
  });

  it('cuts the snippet from around the first match, however deep in the resume it is', async () => {
    const grace = (await search('q=hopper')).json.data[0];
    const filler = 'Worked on many projects with several teams over the years. '.repeat(80);
    await t.db.execute(sql`
      INSERT INTO resumes (id, org_id, candidate_id, file_name, content_type, size, sha256, storage_key, status, text)
      VALUES ('resume-grace', ${admin.orgId}, ${grace.id}, 'grace.pdf', 'application/pdf', 1, 'sha-grace', 'k/grace', 'parsed',
        ${`${filler}Found the first actual bug in a relay. Advised several companies on ${filler}`})`);
    const relay = (await search('q=relay')).json.data[0];
    expect(relay.snippet).toContain(`${HIGHLIGHT_START}relay`);
    // The stemmer writes "company" as "compani": the stretch is still found, and the plural marked.
    expect((await search('q=company')).json.data[0].snippet).toContain(`${HIGHLIGHT_START}companies`);
    // A match in the head alone still gets a snippet from the title.
    expect((await search('q=staff')).json.data[0].snippet).toContain(`${HIGHLIGHT_START}Staff`);
    await t.db.execute(sql`DELETE FROM resumes WHERE id = 'resume-grace'`);
  });

  it('answers phrases through their word pairs with the same rows as the phrase check on the full vector', async () => {
    const org = await t.newAdmin('phrases@example.com', 'Phrase Org');
    const people = [
      { first_name: 'Dana', last_name: 'Data', current_title: 'Senior Data Engineer', skills: ['SQL'] },
      { first_name: 'Eli', last_name: 'Engel', current_title: 'Engineer', skills: ['Data'], resume: 'Moved data between teams as an engineer of data pipelines' },
      { first_name: 'Fay', last_name: 'Lead', current_title: 'Lead Data', skills: ['Engineering'] },
      { first_name: 'Gil', last_name: 'Head', current_title: 'Head of Data', skills: ['Python'], resume: 'I am a data engineer at heart, and a senior data engineer by trade' },
      { first_name: 'Hal', last_name: 'Hyphen', current_title: 'Analyst', skills: [], resume: "A data-engineer who writes 'kernel engineer' tools; it's fine" },
    ];
    for (const [i, p] of people.entries()) {
      const { resume, ...body } = p;
      const id = (await t.call('POST', `${API}/candidates`, { token: org.token, body })).json.data.id;
      if (resume) {
        await t.db.execute(sql`
          INSERT INTO resumes (id, org_id, candidate_id, file_name, content_type, size, sha256, storage_key, status, text)
          VALUES (${'phrase-resume-' + i}, ${org.orgId}, ${id}, 'r.pdf', 'application/pdf', 1, ${'sha-phrase-' + i}, ${'k/phrase-' + i}, 'parsed', ${resume})`);
      }
    }
    const queries = ['"data engineer"', '"senior data engineer"', '"engineer data"', '"head of data"', '"lead data engineering"', '"data engineer" OR "kernel engineer"',
      'engineer -"data engineer"', '"data-engineer"', 'data-engineer', '"engineer" "data"', '"it\'s fine"', '"sql data"', 'dana "data engineer" sql', '"data engineer" "senior data"'];
    for (const q of queries) {
      const res = await search(`q=${encodeURIComponent(q)}&sort=recent`, org.token);
      expect(res.status, q).toBe(200);
      const old = (await t.db.execute(sql`SELECT id FROM candidates WHERE org_id = ${org.orgId} AND search_vector @@ websearch_to_tsquery('english', ${q})`)) as unknown as { rows: { id: string }[] };
      expect(res.json.data.map((h: any) => h.id).sort(), q).toEqual(old.rows.map((r) => r.id).sort());
    }
    // The rows answering "data engineer" hold its pair, a title/skills pair (Fay) included.
    const held = (await t.db.execute(sql`SELECT first_name FROM candidates WHERE org_id = ${org.orgId} AND search_pairs @@ ${"'data\x1fengin'"}::tsquery ORDER BY first_name`)) as unknown as { rows: { first_name: string }[] };
    expect(held.rows.map((r) => r.first_name)).toEqual(['Dana', 'Fay', 'Gil', 'Hal']);
    expect((await search(`q=${encodeURIComponent('"data engineer"')}`, org.token)).json.meta.total).toBe(4);
  });

  it('treats hostile input as text and refuses bad parameters', async () => {
    for (const q of ["'; DROP TABLE candidates; --", '<script>alert(1)</script>', '((((', '!!! & | :*']) {
      const res = await search('q=' + encodeURIComponent(q));
      expect(res.status, q).toBe(200);
    }
    expect((await search('sort=name')).status).toBe(422);
    expect((await search('page_size=500')).status).toBe(422);
    expect((await search('q=python')).json.meta.total).toBe(3);
  });

  it('never shows another organization’s candidates', async () => {
    const other = await t.newAdmin('other-searcher@example.com');
    expect((await search('q=python', other.token)).json.meta.total).toBe(0);
  });

  it('saves, lists and deletes the user’s searches', async () => {
    const saved = await t.call('POST', `${API}/saved-searches`, { token: admin.token, body: { name: 'Pythonistas', query: { q: 'python', skills: ['Git'] } } });
    expect(saved.status).toBe(201);
    expect((await t.call('GET', `${API}/saved-searches`, { token: admin.token })).json.data).toHaveLength(1);
    const other = await t.newAdmin('third-searcher@example.com');
    expect((await t.call('DELETE', `${API}/saved-searches/${saved.json.data.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/saved-searches/${saved.json.data.id}`, { token: admin.token })).status).toBe(200);
  });
});
