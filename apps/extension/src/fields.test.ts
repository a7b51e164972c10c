import { afterEach, describe, expect, it } from 'vitest';
import { profileUrlOf, resumeKind, structuredPerson } from './fields';
import { handleExternal } from './messages';
import { readPage } from './read-page';
import type { Session } from './session';

function pageWith(head: string, body: string) {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  return readPage();
}
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('reading a person from a page', () => {
  it('takes a schema.org Person from a JSON-LD @graph', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Profile' },
        {
          '@type': ['Person'],
          givenName: 'Linus',
          familyName: 'Torvalds',
          jobTitle: 'Fellow',
          worksFor: 'Linux Foundation',
          telephone: 'tel:+1 503 555 0100',
          url: 'https://github.com/torvalds',
        },
      ],
    };
    const found = structuredPerson(
      pageWith(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<p>x</p>'),
    );
    expect(found?.source).toBe('json-ld');
    expect(found?.fields).toMatchObject({
      first_name: 'Linus',
      last_name: 'Torvalds',
      current_title: 'Fellow',
      current_company: 'Linux Foundation',
      phones: ['+1 503 555 0100'],
    });
    expect(profileUrlOf(found!.fields, 'https://example.com/p')).toBe('https://github.com/torvalds');
  });

  it('skips broken JSON-LD and falls back to microdata, then hCard', () => {
    const micro = pageWith(
      '<script type="application/ld+json">{not json</script>',
      `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Katherine Johnson</span>
       <span itemprop="jobTitle">Mathematician</span><a itemprop="email" href="mailto:kj@example.com">mail</a>
       <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Hampton</span></div></div>`,
    );
    expect(structuredPerson(micro)).toMatchObject({
      source: 'microdata',
      fields: {
        first_name: 'Katherine',
        last_name: 'Johnson',
        emails: ['kj@example.com'],
        location: 'Hampton',
        current_title: 'Mathematician',
      },
    });

    const card = pageWith(
      '',
      '<div class="h-card"><a class="p-name u-url" href="https://example.org/mae">Mae Jemison</a><span class="p-org">NASA</span><span class="p-locality">Houston</span></div>',
    );
    expect(structuredPerson(card)).toMatchObject({
      source: 'hcard',
      fields: { first_name: 'Mae', last_name: 'Jemison', current_company: 'NASA', location: 'Houston' },
    });
  });

  it('uses an Open Graph profile, and finds nothing on a page without a person', () => {
    const og = pageWith(
      '<meta property="og:type" content="profile"><meta property="profile:first_name" content="Alan"><meta property="profile:last_name" content="Turing"><meta property="og:url" content="https://example.org/alan">',
      '',
    );
    expect(structuredPerson(og)).toMatchObject({
      source: 'open-graph',
      fields: { first_name: 'Alan', last_name: 'Turing', links: [{ kind: 'other', url: 'https://example.org/alan' }] },
    });
    const article = pageWith(
      '<meta property="og:type" content="article"><meta property="og:title" content="News">',
      '<p>Some news text</p>',
    );
    expect(structuredPerson(article)).toBeNull();
  });

  it('knows a resume opened in the browser by its type or its path', () => {
    expect(resumeKind('https://files.example.com/cv/Ada.PDF')).toBe('pdf');
    expect(resumeKind('https://files.example.com/get?id=1', 'application/pdf')).toBe('pdf');
    expect(resumeKind('https://files.example.com/cv.docx')).toBe('docx');
    expect(resumeKind('https://example.com/in/ada', 'text/html')).toBeNull();
  });
});

describe('messages from the web app', () => {
  function memoryStore() {
    let session: Session | null = null;
    return {
      read: async () => session,
      save: async (s: Session) => void (session = s),
      clear: async () => void (session = null),
    };
  }

  it('keeps the token with the sending origin, answers CHECK_EXTENSION, forgets it on LOGOUT, and refuses bad data', async () => {
    const store = memoryStore();
    expect(await handleExternal({ type: 'CHECK_EXTENSION' }, 'http://localhost:3000', store)).toEqual({
      installed: true,
      signed_in: false,
    });
    expect(await handleExternal({ type: 'AUTH_TOKEN', token: 42 }, 'http://localhost:3000', store)).toEqual({
      ok: false,
      error: 'Invalid data type',
    });
    expect(await handleExternal({ type: 'AUTH_TOKEN', token: 'abc' }, 'http://localhost:3000', store)).toEqual({
      ok: true,
    });
    expect(await store.read()).toEqual({ token: 'abc', origin: 'http://localhost:3000' });
    expect(await handleExternal({ type: 'CHECK_EXTENSION' }, 'http://localhost:3000', store)).toEqual({
      installed: true,
      signed_in: true,
    });
    expect(await handleExternal('LOGOUT', 'http://localhost:3000', store)).toEqual({
      ok: false,
      error: 'Invalid data type',
    });
    expect(await handleExternal({ type: 'LOGOUT' }, 'http://localhost:3000', store)).toEqual({ ok: true });
    expect(await store.read()).toBeNull();
  });
});
