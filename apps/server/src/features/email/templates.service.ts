/** Email templates: anyone in the organization uses them; their creator or a manager edits them. */
import { can, type EmailTemplate, type Role } from '@hirebase/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { changesBetween } from '../activity/activity.service';
import { userRefs } from '../users/users.service';
import { customMergeFields } from '../custom-fields/custom-fields.service';
import { assertKnownFields } from './email.service';

type Actor = { orgId: string; actorId: string; role: Role };
type TemplateRow = typeof emailTemplates.$inferSelect;
type Fields = { name: string; subject: string; body: string };

// Templates are a manager's (the matrix's `templates:manage`); the routes refuse the rest before this runs.
const canEdit = (actor: Actor) => can(actor.role, 'templates:manage');

async function toDtos(db: Db, actor: Actor, rows: TemplateRow[]): Promise<EmailTemplate[]> {
  const refs = await userRefs(db, rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    body: r.body,
    created_by: (r.createdBy && refs.get(r.createdBy)) || null,
    can_edit: canEdit(actor),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
const nameTaken = () => new AppError('conflict', 'A template with this name already exists', { field: 'name' });

export async function findTemplate(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const [row] = await db.select().from(emailTemplates).where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.id, id)));
  return row ?? null;
}

export async function templatesPage(db: Db, actor: Actor, { limit, offset }: { limit: number; offset: number }) {
  const where = eq(emailTemplates.orgId, actor.orgId);
  const [rows, [total]] = await Promise.all([
    db.select().from(emailTemplates).where(where).orderBy(asc(emailTemplates.name), asc(emailTemplates.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(emailTemplates).where(where),
  ]);
  return { data: await toDtos(db, actor, rows), total: Number(total?.n ?? 0) };
}

export async function getTemplate(db: Db, actor: Actor, id: string): Promise<EmailTemplate> {
  const row = await findTemplate(db, { orgId: actor.orgId, id });
  if (!row) throw notFound('Email template');
  return (await toDtos(db, actor, [row]))[0]!;
}

export async function createTemplate(db: Db, actor: Actor, input: Fields): Promise<EmailTemplate> {
  assertKnownFields(input.subject, input.body, (await customMergeFields(db, { orgId: actor.orgId })).names);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(emailTemplates).values({ id, orgId: actor.orgId, ...input, createdBy: actor.actorId });
      await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'create', entityType: 'email_template', entityId: id, changes: changesBetween({}, input) });
    });
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken() : err;
  }
  return getTemplate(db, actor, id);
}

async function editable(db: Db, actor: Actor, id: string) {
  const row = await findTemplate(db, { orgId: actor.orgId, id });
  if (!row) throw notFound('Email template');
  if (!canEdit(actor)) throw new AppError('forbidden', 'Only a manager or an admin can change templates');
  return row;
}

export async function editTemplate(db: Db, actor: Actor, id: string, patch: Partial<Fields>): Promise<EmailTemplate> {
  try {
    await db.transaction(async (tx) => {
      const row = await editable(tx, actor, id);
      const next = { name: patch.name ?? row.name, subject: patch.subject ?? row.subject, body: patch.body ?? row.body };
      assertKnownFields(next.subject, next.body, (await customMergeFields(tx, { orgId: actor.orgId })).names);
      await tx.update(emailTemplates).set({ ...next, updatedAt: new Date() }).where(and(eq(emailTemplates.orgId, actor.orgId), eq(emailTemplates.id, id)));
      const before = { name: row.name, subject: row.subject, body: row.body };
      await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'email_template', entityId: id, changes: changesBetween(before, next) });
    });
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken() : err;
  }
  return getTemplate(db, actor, id);
}

export async function removeTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await editable(tx, actor, id);
    await tx.delete(emailTemplates).where(and(eq(emailTemplates.orgId, actor.orgId), eq(emailTemplates.id, id)));
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'delete', entityType: 'email_template', entityId: id, changes: { name: { before: row.name, after: null } } });
  });
}
