import type { Interview } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { defaultValues, instantsOf, toInput, valuesOf } from './schedule-values';

describe('schedule form values', () => {
  it('turns 10:00–11:00 in Asia/Kolkata into 04:30Z–05:30Z and back', () => {
    const v = { ...defaultValues({ applicationId: 'a', timezone: 'Asia/Kolkata', userId: 'u' }), date: '2026-03-02', start: '10:00', end: '11:00' };
    const input = toInput(v);
    expect(input).toMatchObject({ starts_at: '2026-03-02T04:30:00.000Z', ends_at: '2026-03-02T05:30:00.000Z', timezone: 'Asia/Kolkata', interviewer_ids: ['u'], location: null });
    const back = valuesOf({ ...input, id: 'i', application_id: 'a', interviewers: [{ id: 'u', name: 'U' }], video_url: null, notes: null } as unknown as Interview);
    expect(back).toMatchObject({ date: '2026-03-02', start: '10:00', end: '11:00' });
  });

  it('waits for a complete date and times', () => {
    expect(instantsOf({ date: '2026-03-02', start: '', end: '11:00', timezone: 'UTC' })).toBeNull();
  });
});
