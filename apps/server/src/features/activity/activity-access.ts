/**
 * Who may read which activity entries, decided here and nowhere else. The organization-wide log needs
 * `activity_log:read`. Below that, a member reads one record's timeline, and only entries about entity
 * types every role may read: never the organization's settings, members, invitations or operations.
 */
import { ACTIVITY_ENTITIES, can, type Permission, type Role } from '@hirebase/shared';
import { AppError, notFound } from '../../lib/app-error';

type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** The permission needed to read an entity type's entries; null: every member (they read the record itself). */
const READ_NEEDS: Record<ActivityEntity, Permission | null> = {
  candidate: null,
  application: null,
  job: null,
  pipeline: null,
  client: null,
  contact: null,
  note: null,
  tag: null,
  interview: null,
  scorecard: null,
  email: null,
  email_template: null,
  trigger: null,
  submission: null,
  placement: null,
  candidate_report: null,
  assessment: null,
  organization: 'activity_log:read',
  member: 'activity_log:read',
  invitation: 'activity_log:read',
  operation: 'activity_log:read',
  custom_field: 'activity_log:read',
  career_page: 'activity_log:read',
  deletion_request: 'activity_log:read',
  scout_partner: 'activity_log:read',
  scout_record: null,
  api_key: 'activity_log:read',
  webhook_endpoint: 'activity_log:read',
  integration_account: 'activity_log:read',
};

/** The entity types whose entries the role may read; null when it reads the whole log. */
export function readableEntityTypes(role: Role): ActivityEntity[] | null {
  if (can(role, 'activity_log:read')) return null;
  return ACTIVITY_ENTITIES.filter((type) => {
    const needs = READ_NEEDS[type];
    return needs === null || can(role, needs);
  });
}

/**
 * Refuses what the role may not ask for: the whole log (403), an entity type it may not read (403), or the
 * timeline of a record whose own entries it may not read (404, as if there were none).
 */
export function checkActivityRead(
  readable: readonly string[] | null,
  query: { entity_id?: string; entity_type?: string },
  recordedType: string | null,
): void {
  if (readable === null) return;
  if (!query.entity_id) throw new AppError('forbidden', 'Your role does not allow this');
  if (query.entity_type && !readable.includes(query.entity_type)) throw new AppError('forbidden', 'Your role does not allow this');
  if (recordedType !== null && !readable.includes(recordedType)) throw notFound('Record');
}
