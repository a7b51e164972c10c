// @vitest-environment jsdom
import type { Activity } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { activityChanges, activityLink, activitySentence, formatValue } from './format';

const row = (over: Partial<Activity>): Activity => ({
  id: 'a1',
  actor: { id: 'u1', name: 'Maya' },
  action: 'update',
  entity_type: 'candidate',
  entity_id: 'c1',
  entity_label: 'Jane Doe',
  changes: null,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

describe('activity sentences', () => {
  it('reads a stage move', () => {
    const move = row({ action: 'move', entity_type: 'application', changes: { stage: { before: 'Applied', after: 'Interview' } } });
    expect(activitySentence(move)).toBe('Maya moved Jane Doe from Applied to Interview');
    expect(activityChanges(move)).toEqual([]);
  });

  it('reads creates, updates, deletes, merges and rejections', () => {
    expect(activitySentence(row({ action: 'create' }))).toBe('Maya created candidate Jane Doe');
    expect(activitySentence(row({ action: 'delete', actor: null }))).toBe('Someone deleted candidate Jane Doe');
    expect(activitySentence(row({ action: 'merge' }))).toBe('Maya merged a duplicate into candidate Jane Doe');
    expect(activitySentence(row({ action: 'create', entity_type: 'note', entity_label: null }))).toBe('Maya added a note');
    expect(activitySentence(row({ action: 'update', entity_type: 'client', entity_label: null }))).toBe('Maya updated a client');
    const reject = row({ entity_type: 'application', changes: { status: { before: 'active', after: 'rejected' }, rejection_reason: { before: null, after: 'Not a fit' } } });
    expect(activitySentence(reject)).toBe('Maya rejected Jane Doe (Not a fit)');
  });

  it('reads mail synced from a connected mailbox: the candidate’s own and the member’s', () => {
    const subject = { before: null, after: 'Re: Interview' };
    expect(activitySentence(row({ action: 'send', actor: null, changes: { subject, direction: { before: null, after: 'inbound' }, status: { before: null, after: 'received' } } }))).toBe('Jane Doe sent an email');
    expect(activitySentence(row({ action: 'send', changes: { subject, direction: { before: null, after: 'outbound' }, status: { before: null, after: 'sent' } } }))).toBe('Maya emailed Jane Doe');
  });

  it('reads a bounce with its reason, and keeps the synced email’s id out of the changes', () => {
    const bounce = row({ action: 'send', changes: { subject: { before: null, after: 'Interview' }, status: { before: 'sent', after: 'bounced' }, reason: { before: null, after: '550 5.1.1 No such user' } } });
    expect(activitySentence(bounce)).toBe("Bounced: Maya's email to Jane Doe was not delivered");
    expect(activityChanges(bounce).find((c) => c.field === 'reason')).toMatchObject({ label: 'Reason', after: '550 5.1.1 No such user' });
    const synced = row({ action: 'send', changes: { email: { before: null, after: 'e1' }, subject: { before: null, after: 'Hi' }, direction: { before: null, after: 'inbound' } } });
    expect(activityChanges(synced).map((c) => c.field)).not.toContain('email');
  });

  it('lists field changes before → after in words', () => {
    const update = row({ changes: { current_title: { before: null, after: 'CTO' }, skills: { before: ['Go'], after: ['Go', 'Rust'] }, owner_id: { before: 'u1', after: 'u2' } } });
    expect(activityChanges(update)).toEqual([
      { field: 'current_title', label: 'Current title', before: 'empty', after: 'CTO' },
      { field: 'skills', label: 'Skills', before: 'Go', after: 'Go, Rust' },
      { field: 'owner_id', label: 'Owner', before: 'set', after: 'set' },
    ]);
    const note = row({ action: 'create', entity_type: 'note', changes: { body: { before: null, after: 'Hi @[Maya](u1)' }, parent: { before: null, after: { entity_id: 'c1' } }, links: { before: null, after: [] } } });
    expect(activityChanges(note)).toEqual([{ field: 'body', label: 'Body', before: 'empty', after: 'Hi @Maya' }]);
    expect(activityChanges(row({ changes: { tag_ids: { before: [], after: ['t1', 't2'] } } }))[0]!.after).toBe('2 selected');
    expect(formatValue('x'.repeat(200))).toHaveLength(118);
  });

  it('links to records that have a page', () => {
    expect(activityLink(row({}))).toEqual({ to: '/database/candidate/$id', params: { id: 'c1' } });
    expect(activityLink(row({ entity_type: 'note' }))).toBeNull();
    expect(activityLink(row({ action: 'delete' }))).toBeNull();
  });
});

describe('status changes', () => {
  it('reads a reject-by-move and a reopen', () => {
    const rejected = row({ action: 'move', entity_type: 'application', changes: { stage: { before: 'Applied', after: 'Rejected' }, status: { before: 'active', after: 'rejected' }, rejection_reason: { before: null, after: 'Withdrew' } } });
    expect(activitySentence(rejected)).toBe('Maya rejected Jane Doe (Withdrew)');
    const reopened = row({ action: 'move', entity_type: 'application', changes: { status: { before: 'rejected', after: 'active' } } });
    expect(activitySentence(reopened)).toBe('Maya reopened Jane Doe');
  });
});

describe('assessments on an application', () => {
  it('names the assessment sent and taken, and who graded whose', () => {
    const sent = row({ action: 'invite', entity_type: 'application', changes: { assessment: { before: null, after: 'Frontend screen' } } });
    expect(activitySentence(sent)).toBe('Maya invited Jane Doe to the assessment Frontend screen');
    const taken = row({ action: 'submit', entity_type: 'application', actor: null, changes: { assessment: { before: null, after: 'Frontend screen' }, result: { before: null, after: '80% (passed)' } } });
    expect(activitySentence(taken)).toBe('Jane Doe submitted the assessment Frontend screen');
    expect(activityChanges(taken).map((c) => c.after)).toEqual(['Frontend screen', '80% (passed)']);
    const graded = row({ action: 'grade', entity_type: 'application', changes: { 'Frontend screen: points': { before: null, after: 3 } } });
    expect(activitySentence(graded)).toBe("Maya graded Jane Doe's assessment");
    // A member's invitation reads as before.
    expect(activitySentence(row({ action: 'invite', entity_type: 'invitation', entity_label: 'sam@example.com' }))).toBe('Maya invited sam@example.com');
  });
});
