/**
 * Custom fields: definitions (administrators), and the values other features read and write through
 * `customValuesReader` and `saveCustomValues`, always inside their own transaction.
 */
import {
  customFieldText,
  customMergeKey,
  isSelectType,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldPatch,
  type customFieldInputSchema,
  type CustomMergeNames,
  type MergeValues,
  type Role,
} from '@hirebase/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertMembers } from '../users/users.service';
import {
  activeMembers,
  findByKey,
  findDefinition,
  insertDefinition,
  listDefinitions,
  nextPosition,
  optionUses,
  patchValues,
  storedValues,
  updateDefinition,
  type DefinitionRow,
} from './custom-fields.repo';
import type { CustomFilter } from './filter-sql';
import { valueFromText, valuesByKey, valuesPatch, type FieldDef } from './values';

type Actor = { orgId: string; actorId: string };

const toField = (r: DefinitionRow): CustomField => ({
  id: r.id,
  entity: r.entity,
  key: r.key,
  label: r.label,
  type: r.type,
  options: r.options,
  required: r.required,
  visible_to_roles: r.visibleToRoles,
  group: r.group,
  position: r.position,
  archived: r.archivedAt !== null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Fields shown to roles are hidden from everyone else but administrators; no role given means no filter (internal reads). */
const visibleTo = (role: Role | undefined) => (r: DefinitionRow) => !role || role === 'admin' || r.visibleToRoles.length === 0 || r.visibleToRoles.includes(role);

/** The organization's fields, in their order; a role sees only the fields shown to it. */
export async function customFieldsList(db: Db, p: { orgId: string; entity?: CustomFieldEntity; includeArchived?: boolean; role?: Role }) {
  return (await listDefinitions(db, p)).filter(visibleTo(p.role)).map(toField);
}

async function loadField(db: Db, { orgId, id }: { orgId: string; id: string }) {
  const row = await findDefinition(db, { orgId, id });
  if (!row) throw notFound('Custom field');
  return row;
}

async function assertKeyFree(db: Db, p: { orgId: string; entity: CustomFieldEntity; key: string; exceptId?: string }) {
  const taken = await findByKey(db, p);
  if (taken && taken.id !== p.exceptId) {
    throw new AppError('conflict', 'Another field of this record already uses this key', [{ path: 'key', message: 'Key already used (archived fields keep theirs)' }]);
  }
}

export async function createCustomField(db: Db, actor: Actor, input: z.output<typeof customFieldInputSchema>): Promise<CustomField> {
  const id = newId();
  await db.transaction(async (tx) => {
    await assertKeyFree(tx, { orgId: actor.orgId, entity: input.entity, key: input.key });
    const position = input.position ?? (await nextPosition(tx, { orgId: actor.orgId, entity: input.entity }));
    await insertDefinition(tx, {
      id,
      orgId: actor.orgId,
      entity: input.entity,
      key: input.key,
      label: input.label,
      type: input.type,
      options: input.options,
      required: input.required,
      visibleToRoles: input.visible_to_roles,
      group: input.group,
      position,
      createdBy: actor.actorId,
    });
    await logActivity(tx, { ...actor, action: 'create', entityType: 'custom_field', entityId: id, changes: { key: { before: null, after: input.key }, label: { before: null, after: input.label } } });
  });
  return toField(await loadField(db, { orgId: actor.orgId, id }));
}

/**
 * Renames, reorders and re-options a field. An option that records still hold cannot be removed (409
 * with the count): that would drop their values silently.
 */
export async function editCustomField(db: Db, actor: Actor, id: string, patch: CustomFieldPatch): Promise<CustomField> {
  await db.transaction(async (tx) => {
    const row = await loadField(tx, { orgId: actor.orgId, id });
    if (patch.key && patch.key !== row.key) await assertKeyFree(tx, { orgId: actor.orgId, entity: row.entity, key: patch.key, exceptId: id });
    if (patch.options) {
      if (isSelectType(row.type) && patch.options.length === 0) {
        throw new AppError('validation_failed', 'A select field needs at least one option', [{ path: 'options', message: 'A select field needs at least one option' }]);
      }
      if (!isSelectType(row.type) && patch.options.length) throw new AppError('validation_failed', 'Only select fields have options', [{ path: 'options', message: 'Only select fields have options' }]);
      const removed = row.options.filter((o) => !patch.options!.includes(o));
      const uses = await optionUses(tx, { orgId: actor.orgId, entity: row.entity, fieldId: id, options: removed });
      if (uses > 0) {
        throw new AppError('conflict', `${uses} record${uses === 1 ? '' : 's'} still use ${removed.join(', ')}; change them first`, [{ path: 'options', message: 'Option in use' }]);
      }
    }
    const set = {
      key: patch.key,
      label: patch.label,
      options: patch.options,
      required: patch.required,
      visibleToRoles: patch.visible_to_roles,
      group: patch.group,
      position: patch.position as number | undefined,
    };
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const before: Record<string, unknown> = { key: row.key, label: row.label, options: row.options, required: row.required, visibleToRoles: row.visibleToRoles, group: row.group, position: row.position };
    for (const [k, v] of Object.entries(set)) if (v !== undefined && JSON.stringify(v) !== JSON.stringify(before[k])) changes[k] = { before: before[k], after: v };
    await updateDefinition(tx, { orgId: actor.orgId, id, set: Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) });
    if (Object.keys(changes).length) await logActivity(tx, { ...actor, action: 'update', entityType: 'custom_field', entityId: id, changes });
  });
  return toField(await loadField(db, { orgId: actor.orgId, id }));
}

/** Deleting archives: the values stay on the records (and in exports); restoring shows them again. */
export async function setArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<CustomField> {
  await db.transaction(async (tx) => {
    const row = await loadField(tx, { orgId: actor.orgId, id });
    if ((row.archivedAt !== null) === archived) return;
    await updateDefinition(tx, { orgId: actor.orgId, id, set: { archivedAt: archived ? new Date() : null } });
    await logActivity(tx, { ...actor, action: 'update', entityType: 'custom_field', entityId: id, changes: { archived: { before: !archived, after: archived } } });
  });
  return toField(await loadField(db, { orgId: actor.orgId, id }));
}

const defOf = (r: DefinitionRow): FieldDef => ({ id: r.id, key: r.key, label: r.label, type: r.type, options: r.options, required: r.required });

/** Reads records' values by key (active fields the role may see): load the definitions once, then map each row. */
export async function customValuesReader(db: Db, { orgId, entity, role }: { orgId: string; entity: CustomFieldEntity; role?: Role | undefined }) {
  const defs = (await listDefinitions(db, { orgId, entity })).filter(visibleTo(role)).map(defOf);
  return (stored: Record<string, unknown> | null | undefined) => valuesByKey(defs, stored);
}

/**
 * Checks values by key against their fields and writes them onto the record, in the caller's
 * transaction. Every problem is one 422 issue naming `custom_fields.<key>`. Returns the changes for
 * the caller's activity row. A field hidden from the role is no field to it: not writable, and not
 * required of it (its value is kept).
 */
export async function saveCustomValues(
  tx: Db,
  {
    orgId,
    entity,
    entityId,
    input,
    creating,
    role,
  }: { orgId: string; entity: CustomFieldEntity; entityId: string; input: Record<string, unknown> | undefined; creating: boolean; role?: Role | undefined },
): Promise<Record<string, { before: unknown; after: unknown }>> {
  const defs = (await listDefinitions(tx, { orgId, entity })).filter(visibleTo(role)).map(defOf);
  if (defs.length === 0 && (!input || Object.keys(input).length === 0)) return {};
  const { patch, issues } = valuesPatch(defs, input ?? {}, creating);
  if (issues.length) throw new AppError('validation_failed', issues[0]!.message, issues);
  for (const u of patch.users) await assertMembers(tx, { orgId, userIds: [u.id], field: u.path });
  const before = (await storedValues(tx, { orgId, entity, id: entityId, lock: true })) ?? {};
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const d of defs) {
    const after = d.id in patch.set ? patch.set[d.id] : patch.clear.includes(d.id) ? null : before[d.id];
    if (JSON.stringify(after ?? null) !== JSON.stringify(before[d.id] ?? null)) changes[`custom_fields.${d.key}`] = { before: before[d.id] ?? null, after: after ?? null };
  }
  if (Object.keys(patch.set).length || patch.clear.length) await patchValues(tx, { orgId, entity, id: entityId, set: patch.set, clear: patch.clear });
  return changes;
}

/** Sets values on one record of any entity (applications have no other way in); 404 for another organization's record. */
export async function editRecordValues(db: Db, actor: Actor & { role?: Role }, p: { entity: CustomFieldEntity; id: string; input: Record<string, unknown> }) {
  const { role, ...who } = actor;
  await db.transaction(async (tx) => {
    if ((await storedValues(tx, { orgId: actor.orgId, entity: p.entity, id: p.id })) === null) throw notFound('Record');
    const changes = await saveCustomValues(tx, { orgId: actor.orgId, entity: p.entity, entityId: p.id, input: p.input, creating: false, role });
    if (Object.keys(changes).length) await logActivity(tx, { ...who, action: 'update', entityType: p.entity, entityId: p.id, changes });
  });
  return recordValues(db, { orgId: actor.orgId, entity: p.entity, id: p.id, role });
}

/** One record's values by key, the fields the role may see. */
export async function recordValues(db: Db, { orgId, entity, id, role }: { orgId: string; entity: CustomFieldEntity; id: string; role?: Role | undefined }) {
  const [read, stored] = await Promise.all([customValuesReader(db, { orgId, entity, role }), storedValues(db, { orgId, entity, id })]);
  return read(stored);
}

/** A caller's custom-field filters and facets on candidate search, and the role its hits' values are read for. */
export type CustomSearch = {
  filters: CustomFilter[];
  facets: { id: string; key: string; label: string; multi: boolean }[];
  role?: Role | undefined;
  /** The hits' values as the role reads them, from the same definitions (no second read). */
  read: (stored: Record<string, unknown> | null | undefined) => Record<string, unknown>;
};

function filterValue(def: DefinitionRow, text: string): unknown {
  if (def.type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (def.type === 'yes_no') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (isSelectType(def.type)) return def.options.includes(text) ? text : undefined;
  if (def.type === 'money' || def.type === 'long_text') return undefined;
  return text;
}

/**
 * `cf.<key>=<value>` query parameters of candidate search as filters (several values comma-separated
 * for selects), and the select fields the facets count. An unknown key or a value the field cannot
 * hold is a 422 naming the parameter.
 */
export async function customSearch(db: Db, { orgId, query, role }: { orgId: string; query: Record<string, string>; role?: Role | undefined }): Promise<CustomSearch> {
  const defs = (await listDefinitions(db, { orgId, entity: 'candidate' })).filter(visibleTo(role));
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const filters: CustomFilter[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (!param.startsWith('cf.') || raw.trim() === '') continue;
    const def = byKey.get(param.slice(3));
    const refuse = (message: string) => new AppError('validation_failed', message, [{ path: param, message }]);
    if (!def) throw refuse('No such field');
    const texts = isSelectType(def.type) ? raw.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20) : [raw.trim()];
    const values = texts.map((t) => filterValue(def, t));
    if (values.some((v) => v === undefined)) throw refuse(`${def.label} cannot be filtered by ${raw.slice(0, 80)}`);
    filters.push({ fieldId: def.id, values, multi: def.type === 'multi_select' });
  }
  const facets = defs.filter((d) => isSelectType(d.type)).map((d) => ({ id: d.id, key: d.key, label: d.label, multi: d.type === 'multi_select' }));
  const read = defs.map(defOf);
  return { filters, facets, role, read: (stored) => valuesByKey(read, stored) };
}

/**
 * The candidate fields an export adds as columns (archived ones too: their values stay exportable), in
 * the order asked; a field shown to other roles is no field to the exporter.
 */
export async function exportColumns(db: Db, { orgId, role, keys }: { orgId: string; role: Role; keys: string[] }) {
  const defs = (await listDefinitions(db, { orgId, entity: 'candidate', includeArchived: true })).filter(visibleTo(role));
  const byKey = new Map(defs.map((d) => [d.key, d]));
  return keys.map((key) => {
    const d = byKey.get(key);
    if (!d) throw new AppError('validation_failed', 'No such field', [{ path: 'custom_fields', message: `No candidate field ${key.slice(0, 40)}` }]);
    return { id: d.id, key: d.key, type: d.type, label: d.archivedAt ? `${d.label} (archived)` : d.label };
  });
}

/**
 * An imported row's cells (by candidate field key) as values of their fields' types, ready for
 * `saveCustomValues`, which judges them like any API body. Empty cells are left out.
 */
export async function importedValues(db: Db, { orgId, texts }: { orgId: string; texts: Record<string, string> }): Promise<Record<string, unknown>> {
  const filled = Object.entries(texts).filter(([, t]) => t.trim() !== '');
  if (filled.length === 0) return {};
  const defs = new Map((await listDefinitions(db, { orgId, entity: 'candidate' })).map((d) => [d.key, defOf(d)]));
  const needsMembers = filled.some(([key]) => defs.get(key)?.type === 'user');
  const members = needsMembers ? await activeMembers(db, { orgId }) : [];
  return Object.fromEntries(filled.map(([key, text]) => {
    const def = defs.get(key);
    return [key, def ? valueFromText(def, text, members) : text];
  }));
}

/** The candidate fields an import may fill: active ones (an unknown key is a 422 naming the mapping). */
export async function assertImportFields(db: Db, { orgId, keys }: { orgId: string; keys: string[] }) {
  if (keys.length === 0) return;
  const known = new Set((await listDefinitions(db, { orgId, entity: 'candidate' })).map((d) => d.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown) throw new AppError('validation_failed', `No candidate field ${unknown.slice(0, 40)}`, [{ path: 'mapping', message: 'Unknown field' }]);
}

/** The organization's candidate and job fields as merge fields: `{{candidate.cf.<key>}}`, `{{job.cf.<key>}}`. */
export async function customMergeFields(db: Db, { orgId }: { orgId: string }) {
  const defs = (await listDefinitions(db, { orgId })).filter((d) => d.entity === 'candidate' || d.entity === 'job');
  const names = defs.some((d) => d.type === 'user') ? new Map((await activeMembers(db, { orgId })).map((m) => [m.id, m.name])) : new Map<string, string>();
  const fields = defs.map((d) => ({
    name: customMergeKey(d.entity as 'candidate' | 'job', d.key),
    label: `${d.entity === 'candidate' ? 'Candidate' : 'Job'} ${d.label.toLowerCase()}`,
    entity: d.entity as 'candidate' | 'job',
    id: d.id,
    type: d.type,
  }));
  return { fields, names: new Set(fields.map((f) => f.name)) as CustomMergeNames, userNames: names };
}

export type CustomMerge = Awaited<ReturnType<typeof customMergeFields>>;

/** One record's custom merge values as text; an empty value is left out, so rendering reports it missing. */
export function customMergeValues(merge: CustomMerge, entity: 'candidate' | 'job', stored: Record<string, unknown> | null | undefined): MergeValues {
  const out: MergeValues = {};
  for (const f of merge.fields) {
    if (f.entity !== entity) continue;
    const text = customFieldText(f, stored?.[f.id], merge.userNames);
    if (text !== '') out[f.name] = text;
  }
  return out;
}
