/**
 * Zoom meetings for interviews (API v2): a scheduled meeting created as the connected user
 * (`POST /users/me/meetings`), moved with the interview (`PATCH /meetings/{id}`) and deleted when it
 * is cancelled. A meeting already gone at Zoom is fine to delete.
 */
import { jsonBody, statusOf, type AuthorizedCall } from '../calendar/http';

export type ZoomMeetingInput = { topic: string; start: Date; end: Date; timezone: string; agenda: string };
export type ZoomMeeting = { id: string; joinUrl: string };

const minutes = (m: ZoomMeetingInput) => Math.max(1, Math.round((m.end.getTime() - m.start.getTime()) / 60_000));
const fields = (m: ZoomMeetingInput) => ({
  topic: m.topic.slice(0, 200),
  type: 2,
  start_time: m.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  duration: minutes(m),
  timezone: m.timezone,
  agenda: m.agenda.slice(0, 2000),
});

export function zoomMeetings(p: { apiBase: string; call: AuthorizedCall }) {
  const base = `${p.apiBase}/v2`;
  return {
    async create(m: ZoomMeetingInput): Promise<ZoomMeeting> {
      const res = await p.call(`${base}/users/me/meetings`, { method: 'POST', ...jsonBody({ ...fields(m), settings: { join_before_host: false, waiting_room: true } }) });
      const json = (await res.json()) as { id?: number | string; join_url?: string };
      if (json.id === undefined || !json.join_url) throw new Error('Zoom answered no meeting');
      return { id: String(json.id), joinUrl: json.join_url };
    },
    async update(id: string, m: ZoomMeetingInput): Promise<void> {
      await p.call(`${base}/meetings/${encodeURIComponent(id)}`, { method: 'PATCH', ...jsonBody(fields(m)) });
    },
    async remove(id: string): Promise<void> {
      try {
        await p.call(`${base}/meetings/${encodeURIComponent(id)}`, { method: 'DELETE' });
      } catch (err) {
        if (statusOf(err) !== 404) throw err;
      }
    },
  };
}
