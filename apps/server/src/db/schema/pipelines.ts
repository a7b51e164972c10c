import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './orgs';


import type { StageKind } from '@hirebase/shared';
import { ts } from './columns';

export type { StageKind };

export const pipelines = pgTable(
  'pipelines',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('pipelines_org_idx').on(t.orgId)],
);

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<StageKind>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('pipeline_stages_pipeline_idx').on(t.pipelineId, t.position)],
);
