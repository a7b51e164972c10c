import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_EXTRACTS_PER_MINUTE } from '@hirebase/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profileUrlKey } from './capture.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('capture lookup', () => {
  it('finds the organization’s candidate by email, phone or profile URL, and no other organization’s', async () => {
    const a = await t.newAdmin('capture-a@example.com');
    const b = await t.newAdmin('capture-b@example.com', 'Other Org');
    const created = await t.call('POST', `${API}/candidates`, {
      token: a.token,
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        current_title: 'Analyst',
        links: [{ kind: 'linkedin', url: 'https://www.linkedin.com/in/ada-lovelace/' }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id;

    const byAll = await t.call('POST', `${API}/capture/lookup`, {
      token: a.token,
      body: {
        emails: ['ADA@example.com'],
        phones: ['+442079460958'],
        profile_urls: ['http://linkedin.com/in/ada-lovelace?trk=feed'],
      },
    });
    expect(byAll.status).toBe(200);
    expect(byAll.json.data).toEqual([
      {
        id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        current_title: 'Analyst',
        current_company: null,
        matched_on: ['email', 'phone', 'profile_url'],
      },
    ]);
    const byUrl = await t.call('POST', `${API}/capture/lookup`, {
      token: a.token,
      body: { profile_urls: ['https://linkedin.com/in/ada-lovelace'] },
    });
    expect(byUrl.json.data.map((m: { id: string; matched_on: string[] }) => [m.id, m.matched_on])).toEqual([
      [id, ['profile_url']],
    ]);
    const nobody = await t.call('POST', `${API}/capture/lookup`, {
      token: a.token,
      body: { emails: ['grace@example.com'], profile_urls: ['https://linkedin.com/in/ada'] },
    });
    expect(nobody.json.data).toEqual([]);

    const elsewhere = await t.call('POST', `${API}/capture/lookup`, {
      token: b.token,
      body: { emails: ['ada@example.com'], profile_urls: ['https://linkedin.com/in/ada-lovelace'] },
    });
    expect(elsewhere.json.data).toEqual([]);
  });

  it('refuses a lookup with nothing to look up, or a profile URL that is not a web address', async () => {
    const a = await t.newAdmin('capture-empty@example.com');
    const empty = await t.call('POST', `${API}/capture/lookup`, { token: a.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Give an email, a phone or a profile URL');
    const bad = await t.call('POST', `${API}/capture/lookup`, {
      token: a.token,
      body: { profile_urls: ['javascript:alert(1)'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe('profile_urls.0');
  });

  it('compares profile URLs without scheme, www, query, fragment or trailing slash', () => {
    expect(profileUrlKey('https://www.LinkedIn.com/in/ada/?trk=x#top')).toBe('linkedin.com/in/ada');
    expect(profileUrlKey('http://github.com/ada')).toBe('github.com/ada');
    expect(profileUrlKey('ftp://example.com/ada')).toBeNull();
  });
});

describe('capture extract', () => {
  it('reads a page’s visible text with the resume extractor, and limits how often', async () => {
    const a = await t.newAdmin('capture-extract@example.com');
    const text = [
      'Grace Hopper',
      'Senior Software Engineer at Remington Rand',
      'Philadelphia, PA',
      'grace.hopper@example.com · +1 215 555 0142',
      'Experience',
      'Senior Software Engineer, Remington Rand',
      'Jan 2015 - Present',
      'Skills: Python, PostgreSQL, Kubernetes',
    ].join('\n');
    const res = await t.call('POST', `${API}/capture/extract`, { token: a.token, body: { text } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      emails: ['grace.hopper@example.com'],
    });
    expect(res.json.data.skills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Kubernetes']));

    expect((await t.call('POST', `${API}/capture/extract`, { token: a.token, body: { text: '' } })).status).toBe(422);
    for (let i = 1; i < CAPTURE_EXTRACTS_PER_MINUTE; i++)
      await t.call('POST', `${API}/capture/extract`, { token: a.token, body: { text: 'Grace Hopper' } });
    const limited = await t.call('POST', `${API}/capture/extract`, { token: a.token, body: { text } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
