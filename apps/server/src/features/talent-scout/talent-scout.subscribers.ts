/** Reactions to talent scout events: the partner hears by mail when the organization decides on their record. */
import { and, eq } from 'drizzle-orm';
import { SCOUT_RECORD_STATUS_LABELS } from '@hirebase/shared';
import { jobs, organizations, scoutPartners, scoutRecords } from '../../db/schema';
import { defineSubscriber } from '../../lib/events';
import { actionMail, ensureOutboxQueue, queueMailInTx } from '../../lib/mailer';

export const mailPartnerOfDecision = defineSubscriber({
  name: 'talent-scout.mail-partner',
  on: ['talent_scout.record_status_changed'],
  handle: async (ctx, event, tx) => {
    const p = event.payload;
    const [row] = await tx
      .select({ record: scoutRecords, partner: scoutPartners, jobTitle: jobs.title, orgName: organizations.name })
      .from(scoutRecords)
      .innerJoin(scoutPartners, eq(scoutPartners.id, scoutRecords.partnerId))
      .innerJoin(jobs, eq(jobs.id, scoutRecords.jobId))
      .innerJoin(organizations, eq(organizations.id, scoutRecords.orgId))
      .where(and(eq(scoutRecords.orgId, event.org_id), eq(scoutRecords.id, p.record_id)));
    // A deactivated partner is told nothing more; a record gone with its organization needs no mail.
    if (!row || row.partner.status === 'deactivated') return;
    const candidate = `${row.record.firstName} ${row.record.lastName}`.trim();
    const said =
      p.to === 'rejected' && row.record.rejectionReason
        ? ` The reason given: ${row.record.rejectionReason}`
        : p.to === 'info_requested' && row.record.infoRequest
          ? ` They ask: ${row.record.infoRequest}`
          : '';
    const mail = actionMail({
      heading: `${candidate} for ${row.jobTitle}: ${SCOUT_RECORD_STATUS_LABELS[p.to]}`,
      body: `${row.orgName} updated the candidate you submitted.${said} Sign in to the partner portal with your email address to see all your submissions.`,
      action: 'Open the partner portal',
      url: `${ctx.env.publicUrl}/auth/talent-scout`,
    });
    await ensureOutboxQueue(ctx);
    // Written in the delivery's transaction, which is claimed once per event: one mail per decision.
    await queueMailInTx(tx, ctx, { to: row.partner.email, subject: `${candidate} for ${row.jobTitle}: ${SCOUT_RECORD_STATUS_LABELS[p.to]}`, kind: 'scout_status', orgId: event.org_id, ...mail });
  },
});

export const talentScoutSubscribers = [mailPartnerOfDecision];
