/** Fields an administrator adds to records; the values live in each record's `custom_fields` column, keyed by field id. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomFieldEntity, CustomFieldType, Role } from '@hirebase/shared';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

export const customFields = pgTable(
  'custom_fields',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    entity: text('entity').$type<CustomFieldEntity>().notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    visibleToRoles: text('visible_to_roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    group: text('group'),
    position: integer('position').notNull().default(0),
    /** Deleting a field archives it: its values stay on the records and in exports until it is restored. */
    archivedAt: ts('archived_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_fields_org_entity_key_idx').on(t.orgId, t.entity, t.key), index('custom_fields_org_entity_idx').on(t.orgId, t.entity, t.position)],
);
