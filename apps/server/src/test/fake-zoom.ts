/**
 * A fake of Zoom's OAuth app (authorize, token with Basic client auth, revoke) and the meetings API
 * (`POST /v2/users/me/meetings`, `PATCH`/`DELETE /v2/meetings/{id}`, `GET /v2/users/me`) on loopback,
 * with Zoom's error shapes ({ code, message }). ZOOM_OAUTH_BASE and ZOOM_API_BASE both point at it.
 */
import { startFakeOAuthServer } from './fake-oauth';

export const FAKE_ZOOM_CLIENT = { id: 'fakeZoomClientId', secret: 'fake-zoom-secret' };

export type FakeZoomMeeting = { id: number; topic: string; start_time: string; duration: number; timezone: string; join_url: string; owner: string };

export async function startFakeZoom() {
  const fake = await startFakeOAuthServer({
    clientId: FAKE_ZOOM_CLIENT.id,
    clientSecret: FAKE_ZOOM_CLIENT.secret,
    paths: { authorize: /^\/oauth\/authorize$/, token: /^\/oauth\/token$/, revoke: /^\/oauth\/revoke$/ },
    errors: {
      unauthorized: () => ({ code: 124, message: 'Invalid access token.' }),
      throttled: () => ({ code: 429, message: 'You have reached the maximum per-second rate limit for this API. Try again later.' }),
    },
  });
  const meetings = new Map<number, FakeZoomMeeting>();
  let next = 85_000_000_000;
  fake.use((req, user) => {
    const path = req.url.pathname;
    if (req.method === 'GET' && path === '/v2/users/me') return { status: 200, body: { id: `zoom-${user.sub}`, email: user.email, first_name: user.name, last_name: '', type: 2 } };
    if (req.method === 'POST' && path === '/v2/users/me/meetings') {
      const body = req.json();
      const id = next++;
      const m: FakeZoomMeeting = { id, topic: body.topic, start_time: body.start_time, duration: body.duration, timezone: body.timezone, join_url: `https://us02web.zoom.us/j/${id}?pwd=fake`, owner: user.email };
      meetings.set(id, m);
      return { status: 201, body: { ...m, uuid: `uuid-${id}`, host_email: user.email, type: 2 } };
    }
    const match = /^\/v2\/meetings\/(\d+)$/.exec(path);
    if (!match) return null;
    const m = meetings.get(Number(match[1]));
    if (!m || m.owner !== user.email) return { status: 404, body: { code: 3001, message: `Meeting does not exist: ${match[1]}.` } };
    if (req.method === 'PATCH') {
      const body = req.json();
      for (const k of ['topic', 'start_time', 'duration', 'timezone'] as const) if (body[k] !== undefined) (m as any)[k] = body[k];
      return { status: 204 };
    }
    if (req.method === 'DELETE') {
      meetings.delete(m.id);
      return { status: 204 };
    }
    return null;
  });
  return Object.assign(fake, { meetings });
}

export function fakeZoomEnv(url: string): Record<string, string> {
  return { ZOOM_CLIENT_ID: FAKE_ZOOM_CLIENT.id, ZOOM_CLIENT_SECRET: FAKE_ZOOM_CLIENT.secret, ZOOM_OAUTH_BASE: url, ZOOM_API_BASE: url };
}
