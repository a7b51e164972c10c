import type { Application, Job, StageKind } from '@hirebase/shared';

/** Applications shown on the board: all but withdrawn (rejecting moves a card into the rejected stage). */
export const onBoard = (a: Application) => a.status !== 'withdrawn';

/** Moves applications to a stage as the server will: new stage, clock reset. Same list when nothing changes. */
export function moveApplications(list: Application[], ids: readonly string[], stage: { id: string; kind: StageKind }, now = new Date()): Application[] {
  const set = new Set(ids);
  let changed = false;
  const next = list.map((a) => {
    if (!set.has(a.id) || a.stage_id === stage.id) return a;
    changed = true;
    return { ...a, stage_id: stage.id, stage_kind: stage.kind, stage_entered_at: now.toISOString(), days_in_stage: 0 };
  });
  return changed ? next : list;
}

/** Puts back the given applications as they were (rollback of one failed move, leaving later moves alone). */
export function restoreApplications(list: Application[], previous: readonly Application[]): Application[] {
  const byId = new Map(previous.map((a) => [a.id, a]));
  return list.map((a) => byId.get(a.id) ?? a);
}

/** Adjusts the job's stage counts for moves made on the board. */
export function shiftStageCounts(job: Job, moves: readonly { from: string; to: string }[]): Job {
  const delta = new Map<string, number>();
  for (const { from, to } of moves) {
    if (from === to) continue;
    delta.set(from, (delta.get(from) ?? 0) - 1);
    delta.set(to, (delta.get(to) ?? 0) + 1);
  }
  if (delta.size === 0) return job;
  return { ...job, stages: job.stages.map((s) => ({ ...s, count: Math.max(0, s.count + (delta.get(s.id) ?? 0)) })) };
}

/** Board columns: applications per stage, most recently moved first. */
export function groupByStage(list: readonly Application[], stageIds: readonly string[]): Map<string, Application[]> {
  const groups = new Map<string, Application[]>(stageIds.map((id) => [id, []]));
  for (const a of list) if (onBoard(a)) groups.get(a.stage_id)?.push(a);
  for (const items of groups.values()) items.sort((x, y) => y.stage_entered_at.localeCompare(x.stage_entered_at));
  return groups;
}
