// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseResdbParams, searchPart } from './resdb-params';
import { correctionOf, fromParsed, validateCorrection } from './resume-form-values';
import { purifyResumeHtml } from './resume-viewer';

describe('resume HTML in the browser', () => {
  it('keeps the allowlist and drops scripts, images, styles, handlers and javascript: links', () => {
    const html = purifyResumeHtml(
      '<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)><script>alert(1)</script><style>p{}</style><h2>Skills</h2>',
    );
    expect(html).toBe('<p>Hi <a>x</a> <a href="https://ok.example">ok</a></p><h2>Skills</h2>');
  });
});

describe('correction form', () => {
  const initial = fromParsed({ first_name: 'Ann', last_name: 'Lee', emails: ['ann@example.com', 'b@example.com'], skills: ['Go', 'SQL'] });

  it('starts from the parser’s fields', () => {
    expect(initial).toMatchObject({ first_name: 'Ann', email: 'ann@example.com', skills: 'Go, SQL', phone: '' });
  });

  it('sends only changed fields for a linked candidate, every field for a promotion', () => {
    const values = { ...initial, last_name: 'Leigh', skills: 'Go, SQL, go, Rust' };
    expect(correctionOf(values, initial, false)).toEqual({ last_name: 'Leigh', skills: ['Go', 'SQL', 'Rust'] });
    expect(correctionOf(values, initial, true)).toEqual({
      first_name: 'Ann',
      last_name: 'Leigh',
      email: 'ann@example.com',
      phone: null,
      location: null,
      current_title: null,
      current_company: null,
      skills: ['Go', 'SQL', 'Rust'],
    });
  });

  it('validates with the shared rules', () => {
    expect(validateCorrection({ email: 'nope', first_name: '' })).toEqual({ email: 'Enter a valid email', first_name: 'Required' });
    expect(validateCorrection({ email: 'ok@example.com' })).toEqual({});
  });
});

describe('/resdb params', () => {
  it('keeps the view and the Files tab state beside the search', () => {
    const p = parseResdbParams({ tab: 'files', fpage: 3, fstatus: 'no_text', q: 'go', bogus: 1 });
    expect(p).toEqual({ tab: 'files', fpage: 3, fstatus: 'no_text', q: 'go' });
    expect(searchPart(p)).toEqual({ q: 'go' });
    expect(parseResdbParams({ tab: 'other', fstatus: 'deleted', fpage: 1 })).toEqual({});
  });
});
