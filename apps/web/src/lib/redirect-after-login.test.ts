// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect-after-login';

const ready = { profile_completed: true, default_org: 'org_1' };

describe('redirectAfterLogin', () => {
  it('keeps a same-origin redirect', () => {
    expect(redirectAfterLogin(ready, '/settings/manage-team?tab=1')).toBe('/settings/manage-team?tab=1');
  });

  it('falls back to / for missing or foreign targets', () => {
    for (const bad of [undefined, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      expect(redirectAfterLogin(ready, bad)).toBe('/');
    }
  });

  it('sends incomplete profiles to onboarding first', () => {
    expect(redirectAfterLogin({ profile_completed: false, default_org: null }, '/settings')).toBe('/onboarding/profile');
  });

  it('sends users without an organization to create one', () => {
    expect(redirectAfterLogin({ profile_completed: true, default_org: null }, '/settings')).toBe('/onboarding/create-org');
  });

  it('lets invited users without an organization reach their invitation', () => {
    expect(redirectAfterLogin({ profile_completed: true, default_org: null }, '/invitations/abc')).toBe('/invitations/abc');
  });
});
