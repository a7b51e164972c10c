// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addStage, moveStage, planMoveTo, removeStage, stageListError, stagesPayload, toDrafts } from './stage-list';

const existing = [
  { id: 's1', name: 'Applied', kind: 'applied' as const, count: 3 },
  { id: 's2', name: 'Screen', kind: 'screening' as const, count: 0 },
  { id: 's3', name: 'Interview', kind: 'interview' as const, count: 2 },
  { id: 's4', name: 'Hired', kind: 'hired' as const, count: 0 },
];

describe('stage list', () => {
  it('reorders by index, clamped, and keeps ids for the PUT body', () => {
    const drafts = toDrafts(existing);
    expect(moveStage(drafts, 0, 2).map((s) => s.id)).toEqual(['s2', 's3', 's1', 's4']);
    expect(moveStage(drafts, 3, 99)).toBe(drafts);
    expect(moveStage(drafts, 1, -5).map((s) => s.id)).toEqual(['s2', 's1', 's3', 's4']);
    expect(stagesPayload(moveStage(drafts, 1, 0))[0]).toEqual({ id: 's2', name: 'Screen', kind: 'screening' });
  });

  it('adds new stages before the closing hired stage, without an id', () => {
    const next = addStage(toDrafts(existing), 'Offer', 'offer');
    expect(next.map((s) => s.name)).toEqual(['Applied', 'Screen', 'Interview', 'Offer', 'Hired']);
    expect(stagesPayload(next)[3]).toEqual({ name: 'Offer', kind: 'offer' });
  });

  it('asks for a destination only for removed stages that hold applications', () => {
    const drafts = toDrafts(existing);
    const withoutEmpty = removeStage(drafts, 's2');
    expect(planMoveTo(existing, withoutEmpty, {})).toEqual({ move_to: {}, missing: [] });
    const withoutBusy = removeStage(drafts, 's1');
    expect(planMoveTo(existing, withoutBusy, {}).missing.map((s) => s.id)).toEqual(['s1']);
    expect(planMoveTo(existing, withoutBusy, { s1: 's3' })).toEqual({ move_to: { s1: 's3' }, missing: [] });
  });

  it('rejects a destination that is itself removed or not saved yet', () => {
    const drafts = addStage(removeStage(removeStage(toDrafts(existing), 's1'), 's3'), 'New', 'offer');
    const newKey = drafts.find((s) => !s.id)!.key;
    const plan = planMoveTo(existing, drafts, { s1: 's3', s3: newKey });
    expect(plan.move_to).toEqual({});
    expect(plan.missing.map((s) => s.id)).toEqual(['s1', 's3']);
  });

  it('validates like the shared schema', () => {
    const drafts = toDrafts(existing);
    expect(stageListError(drafts)).toBeNull();
    expect(stageListError(drafts.slice(0, 1))).toMatch(/at least two/);
    expect(stageListError([...drafts, { key: 'x', name: ' applied ', kind: 'applied' }])).toMatch(/unique/);
    expect(stageListError([...drafts, { key: 'y', name: '  ', kind: 'offer' }])).toMatch(/name/);
  });
});
