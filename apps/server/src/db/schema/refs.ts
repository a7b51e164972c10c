import { text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organizations } from './orgs';

/** The owning organization of a tenant row: required, and removed with the organization. */
export const orgRef = () =>
  text('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** A person who acted on a row (creator, owner, sender): kept as null when the user is removed. */
export const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
