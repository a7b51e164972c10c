import { describe, expect, it } from 'vitest';
import { inAppLink, unreadBadge } from './api';

describe('notification bell helpers', () => {
  it('shows no badge when all is read and caps the count at 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(12)).toBe('9+');
  });

  it('follows only in-app links', () => {
    expect(inAppLink('/jobs/1/candidate/2')).toBe('/jobs/1/candidate/2');
    expect(inAppLink('/interviews?id=3')).toBe('/interviews?id=3');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', null]) expect(inAppLink(bad)).toBeNull();
  });
});
