import type { StageKind } from '@hirebase/shared';

/** A stage while it is edited: `id` for stages that exist on the server, `key` for React and dnd-kit. */
export type StageDraft = { key: string; id?: string; name: string; kind: StageKind };
export type StageWithCount = { id: string; name: string; kind: StageKind; count?: number };

let seq = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export function toDrafts(stages: readonly { id: string; name: string; kind: StageKind }[]): StageDraft[] {
  return stages.map((s) => ({ key: s.id, id: s.id, name: s.name, kind: s.kind }));
}

/** Moves the stage at `from` to index `to` (clamped); the same list when nothing moves. */
export function moveStage<T>(list: T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Adds a stage before the closing hired/rejected stages so new work stages land in the middle. */
export function addStage(list: StageDraft[], name = '', kind: StageKind = 'interview'): StageDraft[] {
  const draft: StageDraft = { key: newKey(), name, kind };
  let at = list.length;
  while (at > 0 && (list[at - 1]!.kind === 'hired' || list[at - 1]!.kind === 'rejected')) at--;
  return [...list.slice(0, at), draft, ...list.slice(at)];
}

export function updateStage(list: StageDraft[], key: string, patch: Partial<Pick<StageDraft, 'name' | 'kind'>>): StageDraft[] {
  return list.map((s) => (s.key === key ? { ...s, ...patch } : s));
}

export function removeStage(list: StageDraft[], key: string): StageDraft[] {
  return list.filter((s) => s.key !== key);
}

/** The body of a PUT: the stages in their new order; new ones carry no id. */
export function stagesPayload(list: StageDraft[]): { id?: string; name: string; kind: StageKind }[] {
  return list.map(({ id, name, kind }) => (id ? { id, name: name.trim(), kind } : { name: name.trim(), kind }));
}

/** Stages that existed, hold applications and are gone from the draft: they need a destination. */
export function removedWithCandidates(original: StageWithCount[], list: StageDraft[]): StageWithCount[] {
  const kept = new Set(list.map((s) => s.id).filter(Boolean));
  return original.filter((s) => !kept.has(s.id) && (s.count ?? 0) > 0);
}

/** Where a removed stage's applications may go: stages that still exist on the server. */
export function moveTargets(list: StageDraft[]): StageDraft[] {
  return list.filter((s) => s.id);
}

/**
 * The `move_to` map for PUT /jobs/:id/stages, keeping only entries whose source was removed and
 * whose target survives; `missing` lists removed stages with applications that still lack one.
 */
export function planMoveTo(original: StageWithCount[], list: StageDraft[], chosen: Record<string, string>) {
  const targets = new Set(moveTargets(list).map((s) => s.id));
  const move_to: Record<string, string> = {};
  const missing: StageWithCount[] = [];
  for (const stage of removedWithCandidates(original, list)) {
    const target = chosen[stage.id];
    if (target && targets.has(target)) move_to[stage.id] = target;
    else missing.push(stage);
  }
  return { move_to, missing };
}

/** Client-side checks matching stagesInputSchema, phrased for the editor. */
export function stageListError(list: StageDraft[]): string | null {
  if (list.length < 2) return 'A pipeline needs at least two stages';
  if (list.some((s) => !s.name.trim())) return 'Every stage needs a name';
  const names = list.map((s) => s.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'Stage names must be unique';
  return null;
}
