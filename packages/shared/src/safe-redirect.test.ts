import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

/** Same origin as far as a browser is concerned: resolved against the app, it stays on the app. */
function staysHome(result: string) {
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(new URL(result, 'http://app.local').origin).toBe('http://app.local');
  // A router that decodes the path once more must not find another origin either.
  expect(decodeURIComponent(result).startsWith('//')).toBe(false);
  expect(decodeURIComponent(result).replace(/\\/g, '/').startsWith('//')).toBe(false);
}

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/jobs/42?tab=list#top')).toBe('/jobs/42?tab=list#top');
    expect(safeRedirect('/settings/manage-team')).toBe('/settings/manage-team');
    expect(safeRedirect('/database?q=a%26b%2F%2Fc')).toBe('/database?q=a%26b%2F%2Fc');
    expect(safeRedirect('/jobs/a%20b')).toBe('/jobs/a%20b');
    expect(safeRedirect('/jobs/./42/../43')).toBe('/jobs/43');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil',
    '',
    null,
    undefined,
    42,
    '/\tevil',
    '/%0d%0a',
    // dot segments that leave an empty first segment behind
    '/./\\evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/\\/evil.com',
    '/./\\/evil.com',
    // percent-encoded dots, slashes and backslashes
    '/%2e/%2fevil.com',
    '/%2E%2E/%2F%2Fevil.com',
    '/%2fevil.com',
    '/%2F%2Fevil.com',
    '/%5cevil.com',
    '/%5C%5Cevil.com',
    '%2f%2fevil.com',
    '/%252f%252fevil.com',
    '/%25252f%25252fevil.com',
    // controls browsers strip before they parse
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/\u0000/evil.com',
    '/\u007f/evil.com',
    ' //evil.com',
    '\t//evil.com',
    '/%',
    '/%zz',
  ])('sends %j to /', (value) => {
    const result = safeRedirect(value);
    staysHome(result);
    expect(result).toBe('/');
  });
});
