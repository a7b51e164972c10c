/**
 * The events a move publishes, whoever moves: a person on the board, a client's answer, a stage
 * automation. `application.stage_changed` for each application that changed stage, and
 * `application.hired` for each that entered a hired stage.
 */
import type { StageKind } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { publishEvent } from '../../lib/events';
import type { Queue } from '../../lib/queue';

export async function publishMoveEvents(
  tx: Db,
  queue: Queue,
  move: { orgId: string; actorId: string | null; jobId: string; apps: { id: string; candidateId: string; stageId: string }[]; to: { id: string; kind: StageKind } },
): Promise<void> {
  const { orgId, actorId, jobId, to } = move;
  for (const app of move.apps) {
    if (app.stageId === to.id) continue;
    await publishEvent({ queue }, tx, {
      orgId,
      type: 'application.stage_changed',
      actorId,
      payload: { application_id: app.id, candidate_id: app.candidateId, job_id: jobId, from_stage_id: app.stageId, to_stage_id: to.id },
    });
    if (to.kind === 'hired') {
      await publishEvent({ queue }, tx, { orgId, type: 'application.hired', actorId, payload: { application_id: app.id, candidate_id: app.candidateId, job_id: jobId, stage_id: to.id } });
    }
  }
}
