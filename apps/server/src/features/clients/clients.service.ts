/** Clients (the companies jobs are for) and their contacts. */
import type { Client, Contact, Role } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { changesBetween } from '../activity/activity.service';
import { deleteNotesOf } from '../notes/notes.service';
import { customValuesReader, saveCustomValues } from '../custom-fields/custom-fields.service';
import { clearEntityTags, setEntityTags, tagsFor } from '../tags/tags.service';
import { assertMembers, userRefs } from '../users/users.service';
import {
  clearPrimary,
  contactsOf,
  deleteClient,
  deleteContact,
  findClient,
  findContact,
  insertClient,
  insertContact,
  listClients,
  lockClient,
  openJobCounts,
  updateClient,
  updateContact,
  type ClientFilters,
  type ClientRow,
  type ContactRow,
} from './clients.repo';

/** The role, when given, decides which custom fields are read and written. */
type Actor = { orgId: string; actorId: string; role?: Role | undefined };
export type ClientFields = {
  name: string;
  website: string | null;
  industry: string | null;
  location: string | null;
  phone: string | null;
  description: string | null;
  status: ClientRow['status'];
  owner_id: string | null;
};
export type ContactFields = { name: string; title: string | null; email: string | null; phone: string | null; is_primary: boolean };
type CustomInput = { custom_fields?: Record<string, unknown> };

const fieldsOf = (r: ClientRow): ClientFields => ({
  name: r.name,
  website: r.website,
  industry: r.industry,
  location: r.location,
  phone: r.phone,
  description: r.description,
  status: r.status,
  owner_id: r.ownerId,
});
const columnsOf = (f: ClientFields) => ({
  name: f.name,
  website: f.website,
  industry: f.industry,
  location: f.location,
  phone: f.phone,
  description: f.description,
  status: f.status,
  ownerId: f.owner_id,
});

type Reader = Awaited<ReturnType<typeof customValuesReader>>;
const toContact = (r: ContactRow, custom?: Reader): Contact => ({
  id: r.id,
  name: r.name,
  title: r.title,
  email: r.email,
  phone: r.phone,
  is_primary: r.isPrimary === 1,
  ...(custom ? { custom_fields: custom(r.customFields) } : {}),
});
const contactFieldsOf = (r: ContactRow): ContactFields => ({ name: r.name, title: r.title, email: r.email, phone: r.phone, is_primary: r.isPrimary === 1 });

const withoutOwnerId = ({ owner_id: _owner, ...rest }: ClientFields) => rest;

async function toClients(db: Db, orgId: string, rows: ClientRow[], role?: Role): Promise<Client[]> {
  const ids = rows.map((r) => r.id);
  const [owners, tags, open, contacts, clientValues, contactValues] = await Promise.all([
    userRefs(db, rows.map((r) => r.ownerId)),
    tagsFor(db, { orgId, entityIds: ids }),
    openJobCounts(db, { orgId, clientIds: ids }),
    contactsOf(db, { orgId, clientIds: ids }),
    customValuesReader(db, { orgId, entity: 'client', role }),
    customValuesReader(db, { orgId, entity: 'contact', role }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    ...withoutOwnerId(fieldsOf(r)),
    owner: (r.ownerId && owners.get(r.ownerId)) || null,
    tags: tags.get(r.id) ?? [],
    contacts: contacts.filter((c) => c.clientId === r.id).map((c) => toContact(c, contactValues)),
    custom_fields: clientValues(r.customFields),
    open_jobs: open.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function clientsPage(
  db: Db,
  p: { orgId: string; role?: Role | undefined; filters: ClientFilters; sort: { field: string; desc: boolean }; limit: number; offset: number },
) {
  const { rows, total } = await listClients(db, p);
  return { data: await toClients(db, p.orgId, rows, p.role), total };
}

export async function getClient(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<Client> {
  const row = await findClient(db, { orgId, id });
  if (!row) throw notFound('Client');
  return (await toClients(db, orgId, [row], role))[0]!;
}

export async function createClient(db: Db, actor: Actor, input: ClientFields & { tag_ids: string[] } & CustomInput): Promise<Client> {
  const id = newId();
  const { tag_ids, custom_fields, ...fields } = input;
  await db.transaction(async (tx) => {
    await assertMembers(tx, { orgId: actor.orgId, userIds: [fields.owner_id], field: 'owner_id' });
    await insertClient(tx, { id, orgId: actor.orgId, createdBy: actor.actorId, ...columnsOf(fields) });
    await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'clients', tagIds: tag_ids });
    const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'client', entityId: id, input: custom_fields, creating: true, role: actor.role });
    const empty = Object.fromEntries(Object.keys(fields).map((k) => [k, null]));
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'create',
      entityType: 'client',
      entityId: id,
      changes: { ...changesBetween(empty, { ...fields, tag_ids: tag_ids.length ? [...new Set(tag_ids)] : null }), ...custom },
    });
  });
  return getClient(db, { orgId: actor.orgId, id, role: actor.role });
}

export async function editClient(db: Db, actor: Actor, id: string, patch: Partial<ClientFields> & { tag_ids?: string[] } & CustomInput): Promise<Client> {
  await db.transaction(async (tx) => {
    if (!(await lockClient(tx, { orgId: actor.orgId, id }))) throw notFound('Client');
    const row = (await findClient(tx, { orgId: actor.orgId, id }))!;
    const { tag_ids, custom_fields, ...rest } = patch;
    const before = fieldsOf(row);
    const after: ClientFields = { ...before, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    if (after.owner_id !== before.owner_id) await assertMembers(tx, { orgId: actor.orgId, userIds: [after.owner_id], field: 'owner_id' });
    const changes = changesBetween(before, after);
    if (tag_ids) {
      const current = (await tagsFor(tx, { orgId: actor.orgId, entityIds: [id] })).get(id)?.map((t) => t.id) ?? [];
      const next = [...new Set(tag_ids)];
      await setEntityTags(tx, { orgId: actor.orgId, entityId: id, feature: 'clients', tagIds: next });
      if ([...current].sort().join() !== [...next].sort().join()) changes.tag_ids = { before: current, after: next };
    }
    Object.assign(changes, await saveCustomValues(tx, { orgId: actor.orgId, entity: 'client', entityId: id, input: custom_fields, creating: false }));
    await updateClient(tx, { orgId: actor.orgId, id, set: columnsOf(after) });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'client', entityId: id, changes });
  });
  return getClient(db, { orgId: actor.orgId, id, role: actor.role });
}

export async function removeClient(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findClient(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Client');
    await deleteNotesOf(tx, { orgId: actor.orgId, entityType: 'client', entityId: id });
    await clearEntityTags(tx, { orgId: actor.orgId, entityIds: [id] });
    await deleteClient(tx, { orgId: actor.orgId, id });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'delete', entityType: 'client', entityId: id, changes: { name: { before: row.name, after: null } } });
  });
}

export async function clientContacts(db: Db, { orgId, clientId, role }: { orgId: string; clientId: string; role?: Role | undefined }): Promise<Contact[]> {
  if (!(await findClient(db, { orgId, id: clientId }))) throw notFound('Client');
  const custom = await customValuesReader(db, { orgId, entity: 'contact', role });
  return (await contactsOf(db, { orgId, clientIds: [clientId] })).map((c) => toContact(c, custom));
}

async function getContact(db: Db, { orgId, id, role }: { orgId: string; id: string; role?: Role | undefined }): Promise<Contact> {
  const row = await findContact(db, { orgId, id });
  if (!row) throw notFound('Contact');
  return toContact(row, await customValuesReader(db, { orgId, entity: 'contact', role }));
}

export async function createContact(db: Db, actor: Actor, clientId: string, given: ContactFields & CustomInput): Promise<Contact> {
  const { custom_fields, ...input } = given;
  const id = newId();
  await db.transaction(async (tx) => {
    if (!(await lockClient(tx, { orgId: actor.orgId, id: clientId }))) throw notFound('Client');
    const { is_primary, ...rest } = input;
    await insertContact(tx, { id, orgId: actor.orgId, clientId, ...rest, isPrimary: is_primary ? 1 : 0 });
    if (is_primary) await clearPrimary(tx, { orgId: actor.orgId, clientId, exceptId: id });
    const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'contact', entityId: id, input: custom_fields, creating: true, role: actor.role });
    const empty = Object.fromEntries(Object.keys(input).map((k) => [k, null]));
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'create',
      entityType: 'contact',
      entityId: id,
      changes: { ...changesBetween(empty, input), client_id: { before: null, after: clientId }, ...custom },
    });
  });
  return getContact(db, { orgId: actor.orgId, id, role: actor.role });
}

export async function editContact(db: Db, actor: Actor, id: string, given: Partial<ContactFields> & CustomInput): Promise<Contact> {
  const { custom_fields, ...patch } = given;
  await db.transaction(async (tx) => {
    const found = await findContact(tx, { orgId: actor.orgId, id });
    if (!found) throw notFound('Contact');
    await lockClient(tx, { orgId: actor.orgId, id: found.clientId });
    const row = (await findContact(tx, { orgId: actor.orgId, id }))!;
    const before = contactFieldsOf(row);
    const after: ContactFields = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    const { is_primary, ...rest } = after;
    await updateContact(tx, { orgId: actor.orgId, id, set: { ...rest, isPrimary: is_primary ? 1 : 0 } });
    if (is_primary) await clearPrimary(tx, { orgId: actor.orgId, clientId: row.clientId, exceptId: id });
    const custom = await saveCustomValues(tx, { orgId: actor.orgId, entity: 'contact', entityId: id, input: custom_fields, creating: false, role: actor.role });
    await logActivity(tx, { orgId: actor.orgId, actorId: actor.actorId, action: 'update', entityType: 'contact', entityId: id, changes: { ...changesBetween(before, after), ...custom } });
  });
  return getContact(db, { orgId: actor.orgId, id, role: actor.role });
}

export async function removeContact(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findContact(tx, { orgId: actor.orgId, id });
    if (!row) throw notFound('Contact');
    await deleteContact(tx, { orgId: actor.orgId, id });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'delete',
      entityType: 'contact',
      entityId: id,
      changes: { name: { before: row.name, after: null }, client_id: { before: row.clientId, after: null } },
    });
  });
}
