import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/jobs/42?tab=list#top')).toBe('/jobs/42?tab=list#top');
    expect(safeRedirect('/settings/manage-team')).toBe('/settings/manage-team');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '', null, undefined, 42, '/\tevil', '/%0d%0a'])(
    'sends %s to /',
    (value) => {
      const result = safeRedirect(value);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'http://app.local').origin).toBe('http://app.local');
      if (value !== '/%0d%0a') expect(result).toBe('/');
    },
  );
});
