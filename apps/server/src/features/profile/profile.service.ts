import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate, WorkingHours } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type UserRow = typeof users.$inferSelect;

export function toProfile(u: UserRow): Profile {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    first_name: u.firstName,
    last_name: u.lastName,
    job_title: u.jobTitle,
    phone: u.phone,
    image: u.image,
    email_verified: u.emailVerified,
    default_org: u.defaultOrgId,
    profile_completed: u.profileCompleted,
    created_at: u.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, { userId }: { userId: string }): Promise<Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('not_found', 'User not found');
  return toProfile(u);
}

export async function updateProfile(db: Db, { userId, input }: { userId: string; input: Required<ProfileUpdate> }) {
  const [u] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      name: `${input.first_name} ${input.last_name}`,
      jobTitle: input.job_title || null,
      phone: input.phone || null,
      profileCompleted: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!u) throw new AppError('not_found', 'User not found');
  return toProfile(u);
}

/** The member's own working hours, or null when they keep the default (weekdays 09:00–17:00 where the interview is scheduled). */
export async function getWorkingHours(db: Db, { userId }: { userId: string }): Promise<WorkingHours | null> {
  const [u] = await db.select({ workingHours: users.workingHours }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('not_found', 'User not found');
  return u.workingHours ?? null;
}

/** Sets (or, with null, clears) the member's working hours; answers what is kept. */
export async function setWorkingHours(db: Db, { userId, hours }: { userId: string; hours: WorkingHours | null }): Promise<WorkingHours | null> {
  const [u] = await db.update(users).set({ workingHours: hours, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ workingHours: users.workingHours });
  if (!u) throw new AppError('not_found', 'User not found');
  return u.workingHours ?? null;
}
