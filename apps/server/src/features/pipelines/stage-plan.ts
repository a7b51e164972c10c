/** Pure planning of a PUT of ordered stages against the stages that exist: kept, new, removed. */
import type { StageKind } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';

export type StageRow = { id: string; name: string; kind: StageKind; position: number };
export type StageInput = { id?: string; name: string; kind: StageKind };
export type StagePlan = { kept: StageRow[]; added: StageRow[]; removed: StageRow[]; next: StageRow[] };

export function planStages(existing: StageRow[], input: StageInput[]): StagePlan {
  const byId = new Map(existing.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const kept: StageRow[] = [];
  const added: StageRow[] = [];
  const next = input.map((s, position, all) => {
    if (s.id !== undefined && s.id !== '') {
      if (!byId.has(s.id) || seen.has(s.id)) {
        throw new AppError('validation_failed', 'Unknown stage', [{ path: `stages.${all.indexOf(s)}.id`, message: 'Unknown stage' }]);
      }
      seen.add(s.id);
      const row = { id: s.id, name: s.name, kind: s.kind, position };
      kept.push(row);
      return row;
    }
    const row = { id: newId(), name: s.name, kind: s.kind, position };
    added.push(row);
    return row;
  });
  const removed = existing.filter((s) => !seen.has(s.id));
  return { kept, added, removed, next };
}
