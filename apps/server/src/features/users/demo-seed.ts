/** The demo organization seeded once on the embedded database, so the first start shows a product. */
import { eq } from 'drizzle-orm';
import type { Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { Auth } from '../../lib/auth';
import type { Storage } from '../../providers/storage';
import { seedDemoAgencyFields } from '../custom-fields/demo-fields';
import { seedDemoSubmissions } from '../submissions/demo-submissions';
import { seedDemoRequirements } from '../matching/demo';
import { seedDemoPlan } from '../billing/demo-plan';
import { seedDemoTalentScout } from '../talent-scout/demo-talent-scout';
import { seedDemoSupport } from '../support/demo-support';
import { seedDemoIntegrations } from '../webhooks/demo-integrations';
import { seedDemoPortal } from '../integrations/portals/demo-portal';
import type { Env } from '../../lib/env';
import { seedDemoScheduling } from '../scheduling/demo-scheduling';
import { seedDemoData } from './demo-data';
import { ensureMembership, ensureUser } from './users.service';

export const DEMO_ORG = 'Hirebase Demo';
export const DEMO_PASSWORD = 'hirebase-demo';
export const DEMO_USERS: { email: string; firstName: string; lastName: string; role: Role }[] = [
  { email: 'admin@demo.hirebase.local', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  { email: 'manager@demo.hirebase.local', firstName: 'Maya', lastName: 'Manager', role: 'manager' },
  { email: 'recruiter@demo.hirebase.local', firstName: 'Rui', lastName: 'Recruiter', role: 'recruiter' },
];

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORG)).limit(1);
  return org != null;
}

/**
 * `siteBase` is the careers site's address (careers-page siteBase): the demo career page's logo is served there.
 * `publicUrl` is the server's own address, which the demo clients' report links point at.
 * `env` seals the demo's connected portal account; without it the demo has no portal connected.
 */
export async function seedDemo(auth: Auth, db: Db, storage: Storage, options: { siteBase?: string; publicUrl?: string; env?: Pick<Env, 'authSecret'> } = {}): Promise<void> {
  const userIds: string[] = [];
  let orgId = '';
  for (const u of DEMO_USERS) {
    const { userId } = await ensureUser(auth, db, { ...u, password: DEMO_PASSWORD });
    orgId = (await ensureMembership(db, { userId, orgName: DEMO_ORG, role: u.role })).orgId;
    userIds.push(userId);
  }
  if (await seedDemoData(db, storage, { orgId, orgName: DEMO_ORG, userIds, siteBase: options.siteBase })) {
    // Without an address given, the embedded server's default one (PUBLIC_URL unset, port 3000).
    await db.transaction(async (tx) => {
      await seedDemoSubmissions(tx, { orgId, userIds, publicUrl: options.publicUrl ?? 'http://localhost:3000' });
      await seedDemoAgencyFields(tx, { orgId, createdBy: userIds[0]! });
    });
    await seedDemoRequirements(db, { orgId, actorId: userIds[0]! });
    await seedDemoPlan(db, orgId);
    await db.transaction((tx) => seedDemoTalentScout(tx, storage, { orgId, userIds }));
    await seedDemoSupport(db, { orgId, userIds });
    await seedDemoIntegrations(db, { orgId, adminId: userIds[0]! });
    if (options.env) await seedDemoPortal(db, options.env, { orgId, adminId: userIds[0]!, adminEmail: DEMO_USERS[0]!.email });
    await seedDemoScheduling(db, { orgId, userIds, orgName: DEMO_ORG, senderName: `${DEMO_USERS[2]!.firstName} ${DEMO_USERS[2]!.lastName}`, publicUrl: options.publicUrl ?? 'http://localhost:3000' });
  }
}

export function demoLoginsText(): string {
  return DEMO_USERS.map((u) => `  ${u.role.padEnd(9)} ${u.email}  /  ${DEMO_PASSWORD}`).join('\n');
}
