/**
 * The demo organization's custom fields and their values. Values are picked per record from a hash of
 * its id, so a reseed gives every record the same values.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CustomFieldEntity, CustomFieldType } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { customFields } from '../../db/schema';
import { newId } from '../../lib/ids';
import { VALUE_TABLES } from './custom-fields.repo';

type DemoField = { entity: CustomFieldEntity; key: string; label: string; type: CustomFieldType; options?: string[]; group?: string; values: SQL | null };

/** Picks one of the choices for the row: byte `n` of md5(id) chooses. */
const choice = (choices: string[], n: number) => sql`(ARRAY[${sql.join(choices.map((c) => sql`${c}`), sql`, `)}]::text[])[1 + get_byte(decode(md5(id), 'hex'), ${n}) % ${choices.length}]`;

const FIELDS: DemoField[] = [
  { entity: 'candidate', key: 'notice_period', label: 'Notice period', type: 'single_select', group: 'Availability', options: ['Immediate', '2 weeks', '1 month', '2 months or more'], values: sql`to_jsonb(${choice(['Immediate', '2 weeks', '1 month', '2 months or more'], 0)})` },
  { entity: 'candidate', key: 'work_authorization', label: 'Work authorization', type: 'single_select', group: 'Availability', options: ['Citizen or resident', 'Work visa', 'Needs sponsorship'], values: sql`to_jsonb(${choice(['Citizen or resident', 'Citizen or resident', 'Work visa', 'Needs sponsorship'], 1)})` },
  { entity: 'candidate', key: 'open_to_relocation', label: 'Open to relocation', type: 'yes_no', values: sql`to_jsonb(get_byte(decode(md5(id), 'hex'), 2) % 3 = 0)` },
  { entity: 'candidate', key: 'languages', label: 'Languages', type: 'multi_select', options: ['English', 'German', 'Spanish', 'Hindi', 'Portuguese', 'Japanese'], values: sql`jsonb_build_array('English', ${choice(['German', 'Spanish', 'Hindi', 'Portuguese', 'Japanese'], 3)})` },
  { entity: 'candidate', key: 'expected_salary', label: 'Expected salary', type: 'money', group: 'Compensation', values: sql`jsonb_build_object('amount', 60000 + 5000 * (get_byte(decode(md5(id), 'hex'), 4) % 18), 'currency', 'USD')` },
  { entity: 'job', key: 'cost_center', label: 'Cost center', type: 'text', values: sql`to_jsonb('CC-' || (100 + get_byte(decode(md5(id), 'hex'), 0) % 40)::text)` },
  { entity: 'job', key: 'hiring_priority', label: 'Hiring priority', type: 'single_select', options: ['P1', 'P2', 'P3'], values: sql`to_jsonb(${choice(['P1', 'P2', 'P2', 'P3'], 1)})` },
  { entity: 'client', key: 'account_tier', label: 'Account tier', type: 'single_select', options: ['Gold', 'Silver', 'Bronze'], values: sql`to_jsonb(${choice(['Gold', 'Silver', 'Bronze'], 0)})` },
  { entity: 'client', key: 'contract_renewal', label: 'Contract renewal', type: 'date', values: sql`to_jsonb(to_char(date '2026-03-01' + (get_byte(decode(md5(id), 'hex'), 1) % 300), 'YYYY-MM-DD'))` },
  { entity: 'contact', key: 'linkedin', label: 'LinkedIn', type: 'url', values: sql`to_jsonb('https://www.linkedin.com/in/' || lower(replace(name, ' ', '-')))` },
  { entity: 'application', key: 'referred_by', label: 'Referred by', type: 'text', values: null },
];

/** The agency's fields: made after the demo submissions and placements exist, so their values reach them. */
const AGENCY_FIELDS: DemoField[] = [
  { entity: 'submission', key: 'client_requisition', label: 'Client requisition', type: 'text', values: sql`to_jsonb('REQ-' || (4100 + get_byte(decode(md5(id), 'hex'), 0) % 800)::text)` },
  { entity: 'submission', key: 'rate_confirmed', label: 'Rate confirmed with candidate', type: 'yes_no', values: sql`to_jsonb(get_byte(decode(md5(id), 'hex'), 1) % 4 <> 0)` },
  { entity: 'placement', key: 'purchase_order', label: 'Purchase order', type: 'text', values: sql`to_jsonb('PO-' || (72000 + get_byte(decode(md5(id), 'hex'), 0) * 7)::text)` },
  { entity: 'placement', key: 'onboarding_owner', label: 'Onboarding owner', type: 'single_select', options: ['Client HR', 'Hiring manager', 'Our team'], values: sql`to_jsonb(${choice(['Client HR', 'Hiring manager', 'Our team'], 2)})` },
];

/** Defines the demo fields and fills them on every record of the organization (candidates, jobs, clients, contacts). */
export async function seedDemoCustomFields(tx: Db, { orgId, createdBy }: { orgId: string; createdBy: string }) {
  await defineAndFill(tx, { orgId, createdBy }, FIELDS);
}

/** The submission and placement fields, filled on the demo submissions and placements. */
export async function seedDemoAgencyFields(tx: Db, { orgId, createdBy }: { orgId: string; createdBy: string }) {
  await defineAndFill(tx, { orgId, createdBy }, AGENCY_FIELDS);
}

async function defineAndFill(tx: Db, { orgId, createdBy }: { orgId: string; createdBy: string }, fields: DemoField[]) {
  const position = new Map<CustomFieldEntity, number>();
  for (const f of fields) {
    const id = newId();
    const n = position.get(f.entity) ?? 0;
    position.set(f.entity, n + 1);
    await tx.insert(customFields).values({ id, orgId, entity: f.entity, key: f.key, label: f.label, type: f.type, options: f.options ?? [], group: f.group ?? null, position: n, createdBy });
    if (f.values) await tx.execute(sql`UPDATE ${VALUE_TABLES[f.entity]} SET custom_fields = custom_fields || jsonb_build_object(${id}::text, ${f.values}) WHERE org_id = ${orgId}`);
  }
}
