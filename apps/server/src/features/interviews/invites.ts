/**
 * Invite mails with an .ics attachment, queued in the transaction of the change that causes them:
 * if the change commits the mail is sent (and retried on failure), if it rolls back nothing is.
 * One job per recipient, so a failing address does not hold up or repeat the others.
 */
import { formatRangeInZone, INTERVIEW_TYPE_LABELS, type InterviewType } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { buildCalendar, type IcsPerson } from './ics';

export const INVITE_QUEUE = 'interview-invite';
export const INVITE_QUEUE_OPTIONS = { name: INVITE_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

export type InviteJobData = { org_id: string; interview_id: string; to: string; subject: string; text: string; ics: string; method: 'REQUEST' | 'CANCEL' };

/** What an invite says: the interview as it is after the change. */
export type InviteSubject = {
  id: string;
  icsUid: string;
  sequence: number;
  title: string;
  type: InterviewType;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  videoUrl: string | null;
  notes: string | null;
  candidateId: string;
  candidateName: string;
  candidateEmail: string | null;
  jobTitle: string;
};

export type InviteRecipients = { organizer: IcsPerson; interviewers: IcsPerson[] };

function details(i: InviteSubject, forTeam: boolean, appUrl: string): string {
  const lines = [
    `${INTERVIEW_TYPE_LABELS[i.type]} interview: ${i.title}`,
    `When: ${formatRangeInZone(i.startsAt, i.endsAt, i.timezone, 'en-US')}`,
    i.location ? `Where: ${i.location}` : null,
    i.videoUrl ? `Join: ${i.videoUrl}` : null,
  ];
  if (forTeam) {
    lines.push(`Candidate: ${i.candidateName} — ${i.jobTitle}`, `Profile: ${appUrl}/database/candidate/${i.candidateId}`);
    // The private notes go to the team only, never into the candidate's copy.
    if (i.notes) lines.push('', 'Notes for interviewers:', i.notes);
  }
  return lines.filter((l): l is string => l !== null).join('\n');
}

function mailFor(i: InviteSubject, r: InviteRecipients, method: 'REQUEST' | 'CANCEL', forTeam: boolean, appUrl: string) {
  const attendees = [...(i.candidateEmail ? [{ name: i.candidateName, email: i.candidateEmail }] : []), ...r.interviewers];
  const description = details(i, forTeam, appUrl);
  const ics = buildCalendar({
    method,
    events: [
      {
        uid: i.icsUid,
        sequence: i.sequence,
        start: i.startsAt,
        end: i.endsAt,
        stamp: new Date(),
        summary: forTeam ? `${i.title} — ${i.candidateName}` : i.title,
        description,
        location: i.location ?? i.videoUrl,
        url: i.videoUrl,
        organizer: r.organizer,
        attendees,
        canceled: method === 'CANCEL',
      },
    ],
  });
  const verb = method === 'CANCEL' ? 'Canceled' : i.sequence > 0 ? 'Updated' : 'Invitation';
  const subject = `${verb}: ${i.title} — ${formatRangeInZone(i.startsAt, i.endsAt, i.timezone, 'en-US')}`;
  const text = method === 'CANCEL' ? `This interview has been canceled.\n\n${description}\n` : `${description}\n\nThe invitation is attached (invite.ics).\n`;
  return { subject, text, ics };
}

/**
 * Queues the invite (or cancellation) for the candidate and the given interviewers. `to` limits who
 * receives it: e.g. only the interviewers removed from an interview get its cancellation.
 */
export async function queueInvites(
  tx: Db,
  ctx: AppContext,
  p: { orgId: string; interview: InviteSubject; recipients: InviteRecipients; method: 'REQUEST' | 'CANCEL'; to: { candidate: boolean; interviewers: IcsPerson[] } },
) {
  const { interview: i } = p;
  const jobs: InviteJobData[] = [];
  const base = { org_id: p.orgId, interview_id: i.id, method: p.method };
  if (p.to.candidate && i.candidateEmail) {
    jobs.push({ ...base, to: i.candidateEmail, ...mailFor(i, p.recipients, p.method, false, ctx.env.publicUrl) });
  }
  if (p.to.interviewers.length) {
    const team = mailFor(i, p.recipients, p.method, true, ctx.env.publicUrl);
    for (const person of p.to.interviewers) jobs.push({ ...base, to: person.email, ...team });
  }
  await ctx.queue.insertInTx(
    tx,
    jobs.map((data) => ({ name: INVITE_QUEUE, data, retryLimit: INVITE_QUEUE_OPTIONS.retryLimit, retryDelay: INVITE_QUEUE_OPTIONS.retryDelay, retryBackoff: true })),
  );
}

/** The worker's side: one mail with its invite attached. A throw hands the job back for a retry. */
export async function sendInvite(ctx: AppContext, data: InviteJobData) {
  await ctx.mailer.send(ctx.db, {
    to: data.to,
    subject: data.subject,
    text: data.text,
    kind: data.method === 'CANCEL' ? 'interview_cancel' : 'interview_invite',
    orgId: data.org_id,
    attachments: [{ filename: 'invite.ics', content: data.ics, contentType: `text/calendar; method=${data.method}; charset=UTF-8` }],
  });
}
