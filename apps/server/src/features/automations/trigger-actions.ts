/** What each trigger action does when an application enters its stage, inside the run's transaction. */
import { INVITE_TTL_DAYS, type TriggerRunStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { assessmentExists } from '../assessments/assessments.service';
import { inviteInTx } from '../assessments/attempts.service';
import { queueTemplateEmails } from '../email/email.service';
import { notify } from '../notifications/notifications.service';
import { activeMemberIds, applicationInfo, setRunSchedule, stageNameOf, type TriggerRow, type TriggerRunRow } from './automations.repo';
import { DELAYED_RUN_QUEUE, TRIGGER_JOB_OPTIONS, type DelayedRunJob } from './automations.service';

export type ActionResult = { status: TriggerRunStatus; outcome: string };
type Ctx = Pick<AppContext, 'queue' | 'env' | 'mailer'>;
type Run = { trigger: TriggerRow; run: TriggerRunRow; applicationId: string };

const DAY = 24 * 60 * 60 * 1000;

export async function runAction(tx: Db, ctx: Ctx, { trigger, run, applicationId }: Run): Promise<ActionResult> {
  const orgId = trigger.orgId;
  const app = await applicationInfo(tx, { orgId, id: applicationId });
  if (!app) return { status: 'skipped', outcome: 'The application no longer exists' };
  const name = `${app.firstName} ${app.lastName}`.trim();
  const stageName = (await stageNameOf(tx, { orgId, id: trigger.stageId })) ?? 'the stage';
  const config = trigger.config;

  switch (trigger.action) {
    case 'send_email': {
      const result = await queueTemplateEmails(tx, ctx, {
        orgId,
        candidateIds: [app.candidateId],
        templateId: String(config.template_id),
        jobId: app.jobId,
        sentBy: null,
        origin: 'trigger',
        applicationId,
      });
      if (result.queued > 0) return { status: 'succeeded', outcome: `Email queued to ${name}` };
      return { status: 'skipped', outcome: `Email not sent: ${result.skipped[0]?.reason ?? 'nothing to send'}` };
    }
    case 'notify': {
      const userIds = await activeMemberIds(tx, { orgId, userIds: (config.user_ids as string[] | undefined) ?? [] });
      if (userIds.length === 0) return { status: 'skipped', outcome: 'None of the chosen people are members any more' };
      await notify(tx, {
        orgId,
        userIds,
        kind: 'trigger',
        title: `${name} entered ${stageName}`,
        body: app.jobTitle,
        link: `/jobs/${app.jobId}/candidate/${app.candidateId}`,
        dedupeKey: `trigger-run:${run.id}`,
      });
      return { status: 'succeeded', outcome: `Notified ${userIds.length} ${userIds.length === 1 ? 'person' : 'people'}` };
    }
    case 'move_after_days': {
      const days = Number(config.days);
      const target = await stageNameOf(tx, { orgId, id: String(config.to_stage_id) });
      if (!target) return { status: 'failed', outcome: 'The stage to move to no longer exists' };
      const runAfter = new Date(run.createdAt.getTime() + days * DAY);
      await setRunSchedule(tx, { id: run.id, runAfter, outcome: `Moves to ${target} after ${days} ${days === 1 ? 'day' : 'days'} without activity` });
      await ctx.queue.insertInTx(tx, [
        {
          name: DELAYED_RUN_QUEUE,
          data: { org_id: orgId, run_id: run.id } satisfies DelayedRunJob,
          startAfter: runAfter,
          retryLimit: TRIGGER_JOB_OPTIONS.retryLimit,
          retryDelay: TRIGGER_JOB_OPTIONS.retryDelay,
          retryBackoff: TRIGGER_JOB_OPTIONS.retryBackoff,
        },
      ]);
      return { status: 'pending', outcome: '' };
    }
    case 'send_assessment': {
      const assessmentId = String(config.assessment_id);
      if (!(await assessmentExists(tx, { orgId, id: assessmentId }))) return { status: 'failed', outcome: 'The assessment no longer exists' };
      const result = await inviteInTx(tx, ctx, { orgId, actorId: null, assessmentId, applicationIds: [applicationId], expiresInDays: INVITE_TTL_DAYS.default });
      if (result.invited.length) return { status: 'succeeded', outcome: `Assessment sent to ${name}` };
      return { status: 'skipped', outcome: `Assessment not sent: ${result.skipped[0]?.reason ?? 'nothing to send'}` };
    }
  }
}
