import type { IntegrationState } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { autoVideoMeeting } from './video-provider';

const state = (provider: IntegrationState['provider'], connected_at: string | null, status: 'connected' | 'error' = 'connected'): IntegrationState => ({
  provider,
  name: provider,
  description: '',
  kinds: ['calendar'],
  scope: 'user',
  connect: 'oauth',
  plan_flag: null,
  plan_allows: true,
  configured: true,
  can_manage: true,
  app_path: null,
  syncs: true,
  account: connected_at ? { id: provider, status, label: '', error: null, last_synced_at: null, connected_at, settings: {} } : null,
});

describe('autoVideoMeeting', () => {
  it('prefers a connected Zoom, then the meeting of the calendar connected last, else none', () => {
    expect(autoVideoMeeting([state('google_calendar', '2026-01-02T00:00:00Z'), state('zoom', '2026-01-01T00:00:00Z')])).toBe('Zoom meeting');
    expect(autoVideoMeeting([state('google_calendar', '2026-01-01T00:00:00Z'), state('microsoft_calendar', '2026-01-03T00:00:00Z')])).toBe('Microsoft Teams link');
    expect(autoVideoMeeting([state('microsoft_calendar', '2026-01-01T00:00:00Z'), state('google_calendar', '2026-01-03T00:00:00Z')])).toBe('Google Meet link');
    // A CalDAV calendar makes no meeting, and an account needing a reconnect makes none either.
    expect(autoVideoMeeting([state('caldav', '2026-01-05T00:00:00Z'), state('google_calendar', '2026-01-01T00:00:00Z')])).toBeNull();
    expect(autoVideoMeeting([state('zoom', '2026-01-01T00:00:00Z', 'error'), state('zoom', null)])).toBeNull();
  });
});
