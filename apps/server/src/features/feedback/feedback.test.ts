import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';
const SECRET = 'feedback-board-shared-secret';
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ FEEDBACK_BOARD_URL: 'https://feedback.example.com/board', FEEDBACK_SSO_SECRET: SECRET }), createTestApp()]);
});
afterAll(async () => Promise.all([on.close(), off.close()]));

describe('feedback board sign-in', () => {
  it('hands a configured board a short-lived HS256 token of the user, and says when no board is configured', async () => {
    const admin = await on.newAdmin('feedback@example.com');
    const res = await on.call('GET', `${API}/feedback/sso`, { token: admin.token });
    expect(res.status).toBe(200);
    const url = new URL(res.json.data.url);
    expect(url.origin + url.pathname).toBe('https://feedback.example.com/board');
    const { payload, protectedHeader } = await jwtVerify(url.searchParams.get('ssoToken')!, new TextEncoder().encode(SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ email: 'feedback@example.com', name: 'Test Admin', id: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(300);
    await expect(jwtVerify(url.searchParams.get('ssoToken')!, new TextEncoder().encode('another secret'))).rejects.toThrow();

    const other = await off.newAdmin('nofeedback@example.com');
    expect((await off.call('GET', `${API}/feedback/sso`, { token: other.token })).json.data).toEqual({ configured: false });
    expect((await on.call('GET', `${API}/feedback/sso`)).status).toBe(401);
  });
});
