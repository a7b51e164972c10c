import { describe, expect, it } from 'vitest';
import { describeTrigger } from './describe-trigger';

const names = {
  templates: new Map([['t1', 'Welcome']]),
  members: new Map([['u1', 'Ann Lee']]),
  stages: new Map([['s2', 'Offer']]),
};

describe('describeTrigger', () => {
  it('names what each action points at', () => {
    expect(describeTrigger({ action: 'send_email', config: { template_id: 't1' } }, names)).toBe('Send the email “Welcome”');
    expect(describeTrigger({ action: 'notify', config: { user_ids: ['u1', 'gone'] } }, names)).toBe('Notify Ann Lee, a former member');
    expect(describeTrigger({ action: 'move_after_days', config: { days: 1, to_stage_id: 's2' } }, names)).toBe('Move to Offer after 1 day without activity');
    expect(describeTrigger({ action: 'move_after_days', config: { days: 5, to_stage_id: 'x' } }, names)).toBe('Move to a removed stage after 5 days without activity');
  });
});
