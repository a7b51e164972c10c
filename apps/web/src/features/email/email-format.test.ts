// @vitest-environment jsdom
import type { Activity } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { activityChanges, activitySentence } from '@/features/activity/format';
import { sendSummary } from './api';
import { unknownFieldsOf } from './email-preview';
import { insertAt } from './merge-field-picker';

const sent = (over: Partial<Activity>): Activity => ({
  id: 'a1',
  actor: { id: 'u1', name: 'Maya' },
  action: 'send',
  entity_type: 'candidate',
  entity_id: 'c1',
  entity_label: 'Jane Doe',
  changes: { subject: { before: null, after: 'Next steps' }, status: { before: null, after: 'sent' } },
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

describe('emails on the timeline', () => {
  it('reads who emailed whom, with the subject and status', () => {
    expect(activitySentence(sent({}))).toBe('Maya emailed Jane Doe');
    expect(activityChanges(sent({})).map((c) => `${c.label}: ${c.after}`)).toEqual(['Subject: Next steps', 'Status: sent']);
    const failed = sent({ changes: { subject: { before: null, after: 'Hi' }, status: { before: null, after: 'failed' }, reason: { before: null, after: '550 Mailbox unavailable' } } });
    expect(activitySentence(failed)).toBe("Maya's email to Jane Doe could not be sent");
    expect(activityChanges(failed).at(-1)).toMatchObject({ label: 'Reason', after: '550 Mailbox unavailable' });
    expect(activitySentence(sent({ actor: null }))).toBe('An automation emailed Jane Doe');
  });
});

describe('send dialog helpers', () => {
  it('summarizes a send, flags unknown fields and inserts a field at the caret', () => {
    expect(sendSummary({ batch_id: 'b', queued: 3, skipped: [] })).toBe('3 emails queued');
    expect(sendSummary({ batch_id: 'b', queued: 1, skipped: [{ candidate_id: 'c', reason: 'Opted out of email' }] })).toBe('1 email queued, 1 skipped (Opted out of email)');
    expect(unknownFieldsOf('Hi {{candidate.first_name}}', '{{job.titel}} {{job.titel}}')).toEqual(['job.titel']);
    const el = document.createElement('textarea');
    el.value = 'Hello !';
    el.setSelectionRange(6, 6);
    expect(insertAt(el, el.value, '{{candidate.first_name}}')).toEqual({ value: 'Hello {{candidate.first_name}}!', caret: 30 });
  });
});
