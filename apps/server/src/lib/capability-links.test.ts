import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilityLinks } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { findLink, issueLink, linkViews, listLinks, openLink, revokeLink, revokeLinksFor, useLink } from './capability-links';
import { sha256 } from './ids';

const viewer = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)', secret: 'test-secret' };

describe('capability links', () => {
  let t: TestApp;
  let orgId: string;
  let otherOrgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await t.newAdmin('links-a@example.com')).orgId;
    otherOrgId = (await t.newAdmin('links-b@example.com')).orgId;
  });
  afterAll(() => t.close());

  it('stores only the hash of a 256-bit token and opens the link for its purpose alone', async () => {
    const { link, token } = await issueLink(t.db, { orgId, purpose: 'candidate_report', subjectId: 'cand-1', ttlSeconds: 3600 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(capabilityLinks).where(eq(capabilityLinks.id, link.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await openLink(t.db, 'candidate_report', token, viewer))?.id).toBe(link.id);
    expect(await openLink(t.db, 'assessment_invitation', token, viewer)).toBeNull();
    expect(await findLink(t.db, 'candidate_report', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull();
    expect(await findLink(t.db, 'candidate_report', "' OR 1=1 --")).toBeNull();
  });

  it('logs each view with a keyed hash of the address, never the address', async () => {
    const { link, token } = await issueLink(t.db, { orgId, purpose: 'candidate_report', subjectId: 'cand-2', ttlSeconds: null });
    await openLink(t.db, 'candidate_report', token, viewer);
    await openLink(t.db, 'candidate_report', token, { ...viewer, userAgent: 'Other browser' });
    const views = await linkViews(t.db, orgId, link.id);
    expect(views).toHaveLength(2);
    expect(views[0]!.user_agent).toBe('Other browser');
    expect(views[0]!.ip_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(views[0]!.ip_hash).toBe(views[1]!.ip_hash);
    expect(JSON.stringify(views)).not.toContain('203.0.113.7');
    const [row] = await listLinks(t.db, orgId, 'candidate_report', 'cand-2');
    expect(row!.viewCount).toBe(2);
    expect(await linkViews(t.db, otherOrgId, link.id)).toEqual([]);
  });

  it('ends with expiry and revocation, and another organization cannot revoke it', async () => {
    const expired = await issueLink(t.db, { orgId, purpose: 'candidate_report', subjectId: 'cand-3', ttlSeconds: -1 });
    expect((await findLink(t.db, 'candidate_report', expired.token))?.state).toBe('expired');
    expect(await openLink(t.db, 'candidate_report', expired.token, viewer)).toBeNull();

    const live = await issueLink(t.db, { orgId, purpose: 'candidate_report', subjectId: 'cand-3', ttlSeconds: 60 });
    expect(await revokeLink(t.db, otherOrgId, live.link.id)).toBe(false);
    expect((await findLink(t.db, 'candidate_report', live.token))?.state).toBe('valid');
    expect(await revokeLink(t.db, orgId, live.link.id)).toBe(true);
    expect((await findLink(t.db, 'candidate_report', live.token))?.state).toBe('revoked');
    expect(await openLink(t.db, 'candidate_report', live.token, viewer)).toBeNull();

    const third = await issueLink(t.db, { orgId, purpose: 'candidate_report', subjectId: 'cand-3', ttlSeconds: 60 });
    // The expired link is revoked too; the one revoked before is left as it was.
    expect(await revokeLinksFor(t.db, orgId, 'candidate_report', 'cand-3')).toBe(2);
    expect((await findLink(t.db, 'candidate_report', third.token))?.state).toBe('revoked');
  });

  it('lets a single-use link be used exactly once, however many race for it', async () => {
    const { link, token } = await issueLink(t.db, { orgId, purpose: 'data_deletion', subjectId: 'cand-4', ttlSeconds: 60, singleUse: true });
    const results = await Promise.all([0, 1, 2, 3].map(() => t.db.transaction((tx) => useLink(tx, link.id))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await findLink(t.db, 'data_deletion', token))?.state).toBe('used');
  });
});
