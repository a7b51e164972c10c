/**
 * Capability links (ARCHITECTURE.md, "Mechanisms the features share"): a shared report, an
 * assessment invitation, a data-deletion request, a partner's magic link. Each is a 256-bit random
 * token handed to one person, of which only the SHA-256 is stored, with a purpose, the subject it
 * opens, an expiry, optional single use, revocation and a log of views. Features name a purpose and
 * a subject; everything about tokens happens here.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { capabilityLinks, capabilityLinkViews } from '../db/schema';
import { clientIp } from './client-ip';
import type { Env } from './env';
import { newId, newToken, sha256 } from './ids';

export type CapabilityLink = typeof capabilityLinks.$inferSelect;
export type LinkState = 'valid' | 'expired' | 'revoked' | 'used';
export type LinkView = { viewed_at: Date; ip_hash: string | null; user_agent: string | null };

/** Tokens are 32 random bytes in base64url: exactly 43 characters of that alphabet. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a view records about who opened the link; the address is kept only as a keyed hash. */
export type Viewer = { ip: string | null; userAgent: string | null; secret: string };

/** The viewer of a request: its client address as TRUST_PROXY allows, its browser, the key for the hash. */
export function viewerOf(c: Context, env: Pick<Env, 'trustProxy' | 'authSecret'>): Viewer {
  return { ip: clientIp(c, env.trustProxy), userAgent: c.req.header('user-agent') ?? null, secret: env.authSecret };
}

/** Issues a link inside the caller's transaction; the token is returned once and never stored. */
export async function issueLink(
  tx: Db,
  input: { orgId: string; purpose: string; subjectId: string; ttlSeconds: number | null; singleUse?: boolean; createdBy?: string | null },
): Promise<{ link: CapabilityLink; token: string }> {
  const token = newToken(32);
  const [link] = await tx
    .insert(capabilityLinks)
    .values({
      id: newId(),
      orgId: input.orgId,
      purpose: input.purpose,
      subjectId: input.subjectId,
      tokenHash: sha256(token),
      expiresAt: input.ttlSeconds === null ? null : new Date(Date.now() + input.ttlSeconds * 1000),
      singleUse: input.singleUse ?? false,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  return { link: link!, token };
}

/** The link a token names and what state it is in; null for a malformed or unknown token or another purpose. */
export async function findLink(db: Db, purpose: string, token: string): Promise<{ link: CapabilityLink; state: LinkState } | null> {
  if (!LINK_TOKEN_SHAPE.test(token)) return null;
  const [link] = await db
    .select()
    .from(capabilityLinks)
    .where(and(eq(capabilityLinks.tokenHash, sha256(token)), eq(capabilityLinks.purpose, purpose)))
    .limit(1);
  if (!link) return null;
  return { link, state: linkState(link) };
}

export function linkState(link: CapabilityLink, now = new Date()): LinkState {
  if (link.revokedAt) return 'revoked';
  if (link.singleUse && link.usedAt) return 'used';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  return 'valid';
}

/** The link when it is valid, with the view logged; null otherwise, so every failure looks the same. */
export async function openLink(db: Db, purpose: string, token: string, viewer: Viewer): Promise<CapabilityLink | null> {
  const found = await findLink(db, purpose, token);
  if (!found || found.state !== 'valid') return null;
  await logView(db, found.link.id, viewer);
  return found.link;
}

/** Records one view of a link and keeps its count and last view on the link for lists. */
export async function logView(db: Db, linkId: string, viewer: Viewer): Promise<void> {
  await db.insert(capabilityLinkViews).values({
    id: newId(),
    linkId,
    ipHash: viewer.ip ? hashAddress(viewer.ip, viewer.secret) : null,
    userAgent: viewer.userAgent?.slice(0, 300) ?? null,
  });
  await db
    .update(capabilityLinks)
    .set({ viewCount: sql`${capabilityLinks.viewCount} + 1`, lastViewedAt: new Date() })
    .where(eq(capabilityLinks.id, linkId));
}

/** Marks a single-use link used: true for exactly one caller, however many race for it. */
export async function useLink(tx: Db, linkId: string): Promise<boolean> {
  const rows = await tx
    .update(capabilityLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(capabilityLinks.id, linkId), isNull(capabilityLinks.usedAt), isNull(capabilityLinks.revokedAt)))
    .returning({ id: capabilityLinks.id });
  return rows.length === 1;
}

/** Revokes one link of the organization; false when there is no such link (another organization's included). */
export async function revokeLink(db: Db, orgId: string, linkId: string): Promise<boolean> {
  const rows = await db
    .update(capabilityLinks)
    .set({ revokedAt: sql`coalesce(${capabilityLinks.revokedAt}, now())` })
    .where(and(eq(capabilityLinks.id, linkId), eq(capabilityLinks.orgId, orgId)))
    .returning({ id: capabilityLinks.id });
  return rows.length === 1;
}

/** Revokes every link of a purpose for a subject (a report withdrawn, a candidate erased). */
export async function revokeLinksFor(db: Db, orgId: string, purpose: string, subjectId: string): Promise<number> {
  const rows = await db
    .update(capabilityLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(capabilityLinks.orgId, orgId),
        eq(capabilityLinks.purpose, purpose),
        eq(capabilityLinks.subjectId, subjectId),
        isNull(capabilityLinks.revokedAt),
      ),
    )
    .returning({ id: capabilityLinks.id });
  return rows.length;
}

/** The links of a purpose for a subject, newest first. */
export async function listLinks(db: Db, orgId: string, purpose: string, subjectId: string): Promise<CapabilityLink[]> {
  return db
    .select()
    .from(capabilityLinks)
    .where(and(eq(capabilityLinks.orgId, orgId), eq(capabilityLinks.purpose, purpose), eq(capabilityLinks.subjectId, subjectId)))
    .orderBy(desc(capabilityLinks.createdAt));
}

/** The views of one link of the organization, newest first; empty for another organization's link. */
export async function linkViews(db: Db, orgId: string, linkId: string, limit = 100): Promise<LinkView[]> {
  return db
    .select({ viewed_at: capabilityLinkViews.viewedAt, ip_hash: capabilityLinkViews.ipHash, user_agent: capabilityLinkViews.userAgent })
    .from(capabilityLinkViews)
    .innerJoin(capabilityLinks, eq(capabilityLinks.id, capabilityLinkViews.linkId))
    .where(and(eq(capabilityLinkViews.linkId, linkId), eq(capabilityLinks.orgId, orgId)))
    .orderBy(desc(capabilityLinkViews.viewedAt))
    .limit(limit);
}

/** A keyed hash of an address: the same visitor is recognisable across views, the address is not recoverable. */
export function hashAddress(ip: string, secret: string): string {
  return createHmac('sha256', `link-view:${secret}`).update(ip).digest('hex').slice(0, 16);
}
