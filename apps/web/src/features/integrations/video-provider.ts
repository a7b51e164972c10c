import type { IntegrationState } from '@hirebase/shared';

const CALENDARS = ['caldav', 'google_calendar', 'microsoft_calendar'];
const MEETING_OF: Record<string, string> = { zoom: 'Zoom meeting', google_calendar: 'Google Meet link', microsoft_calendar: 'Microsoft Teams link' };

/**
 * Which meeting the server makes for a video interview you schedule without a link (decision 050):
 * your Zoom when connected, else the meeting of your calendar (the one connected last), else none.
 */
export function autoVideoMeeting(states: IntegrationState[]): string | null {
  const connected = states.filter((s) => s.account?.status === 'connected');
  if (connected.some((s) => s.provider === 'zoom')) return MEETING_OF.zoom!;
  const calendar = connected.filter((s) => CALENDARS.includes(s.provider)).sort((a, b) => b.account!.connected_at.localeCompare(a.account!.connected_at))[0];
  return calendar ? (MEETING_OF[calendar.provider] ?? null) : null;
}
