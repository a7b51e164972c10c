/**
 * The demo's day-to-day work around the applications: interviews last week (completed, with
 * scorecards, a few still awaiting feedback) and in the days ahead, email templates, and mail
 * sent to candidates, recorded as delivered (email rows and their outbox copies, never sent).
 * Rows only: the caller writes them in its transaction.
 */
import { DEFAULT_SCORECARD_CRITERIA, renderTemplate, type MergeValues } from '@hirebase/shared';
import type { activityLog, emails, emailTemplates, interviewInterviewers, interviews, outboxMessages, scorecards } from '../../db/schema';
import type { Recommendation } from '../../db/schema';
import { newId } from '../../lib/ids';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Random = { next: () => number; int: (min: number, max: number) => number; pick: <T>(list: readonly T[]) => T };
type Person = { id: string; firstName: string; lastName: string; email: string };
type Job = { id: string; title: string; location: string | null; timezone: string; ownerId: string };
export type DemoApplication = { id: string; candidate: Person; job: Job; stageKind: string; status: 'active' | 'hired' | 'rejected'; createdAt: number };
export type DemoUser = { id: string; name: string; email: string };

export type DemoActivityRows = {
  interviews: (typeof interviews.$inferInsert)[];
  interviewers: (typeof interviewInterviewers.$inferInsert)[];
  scorecards: (typeof scorecards.$inferInsert)[];
  templates: (typeof emailTemplates.$inferInsert)[];
  emails: (typeof emails.$inferInsert)[];
  outbox: (typeof outboxMessages.$inferInsert)[];
  activity: (typeof activityLog.$inferInsert)[];
};

const ROUNDS = [
  { title: 'Phone screen', type: 'phone' as const, minutes: 30 },
  { title: 'Technical interview', type: 'video' as const, minutes: 60 },
  { title: 'Hiring manager interview', type: 'video' as const, minutes: 45 },
  { title: 'On-site panel', type: 'onsite' as const, minutes: 90 },
];
const SCORECARD_NOTES: Record<Recommendation, string> = {
  strong_yes: 'Outstanding answers and clear ownership of past work. Move forward.',
  yes: 'Solid on the fundamentals; a few gaps we can probe in the next round.',
  no: 'Struggled to go beyond the basics on the core skills for this role.',
  strong_no: 'Not a match for what the team needs right now.',
};
const RECOMMENDATIONS: Recommendation[] = ['strong_yes', 'yes', 'yes', 'yes', 'no', 'strong_no'];

export const DEMO_TEMPLATES = [
  {
    name: 'Thanks for applying',
    subject: 'Your application for {{job.title}}',
    body: 'Hi {{candidate.first_name}},\n\nThank you for applying for the {{job.title}} role. We are reviewing your profile and will be in touch within a week.\n\nBest,\n{{recruiter.name}}\n{{org.name}}',
  },
  {
    name: 'Invitation to interview',
    subject: 'Next step for {{job.title}}: an interview',
    body: 'Hi {{candidate.first_name}},\n\nWe enjoyed reading about your experience and would like to invite you to an interview for the {{job.title}} role. You will receive a calendar invitation shortly.\n\nBest,\n{{recruiter.name}}',
  },
  {
    name: 'Not moving forward',
    subject: 'Your application for {{job.title}}',
    body: 'Hi {{candidate.first_name}},\n\nThank you for the time you spent with us. We have decided not to move forward with your application for {{job.title}} at this point. We will keep your details on file for future roles.\n\nKind regards,\n{{recruiter.name}}',
  },
  {
    name: 'Offer follow-up',
    subject: 'Following up on your offer for {{job.title}}',
    body: 'Hi {{candidate.first_name}},\n\nI wanted to check whether you had any questions about the offer. Happy to set up a call at a time that suits you.\n\nBest,\n{{recruiter.name}}',
  },
] as const;

/** How far the zone is ahead of UTC at that instant, in minutes (e.g. -300 for New York in winter). */
function zoneOffsetMinutes(timezone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** A weekday `dayOffset` days from now (weekends move away from today), at `hour` o'clock in the zone. */
function workingSlot(now: number, dayOffset: number, hour: number, timezone: string): Date {
  const day = new Date(now + dayOffset * DAY);
  const weekday = day.getUTCDay();
  const shift = weekday === 6 ? (dayOffset < 0 ? -1 : 2) : weekday === 0 ? (dayOffset < 0 ? -2 : 1) : 0;
  day.setUTCDate(day.getUTCDate() + shift);
  day.setUTCHours(hour, 0, 0, 0);
  return new Date(day.getTime() - zoneOffsetMinutes(timezone, day) * 60_000);
}

/**
 * Interviews for applications in the interview and offer stages: each had a phone screen last week
 * or the one before, scored by its interviewers; about half have their next round in the coming
 * days (a few today and tomorrow, so this week's calendar shows them too).
 */
function interviewRows(r: Random, { orgId, now, apps, users }: { orgId: string; now: number; apps: DemoApplication[]; users: DemoUser[] }) {
  const out = { interviews: [] as DemoActivityRows['interviews'], interviewers: [] as DemoActivityRows['interviewers'], scorecards: [] as DemoActivityRows['scorecards'], activity: [] as DemoActivityRows['activity'] };
  const add = (app: DemoApplication, round: (typeof ROUNDS)[number], startsAt: Date, past: boolean, scoreAll: boolean) => {
    const id = newId();
    const panel = [app.job.ownerId, ...users.map((u) => u.id).filter((u) => u !== app.job.ownerId && r.next() < 0.4)].slice(0, 2);
    out.interviews.push({
      id,
      orgId,
      applicationId: app.id,
      candidateId: app.candidate.id,
      jobId: app.job.id,
      title: `${round.title} with ${app.candidate.firstName} ${app.candidate.lastName}`,
      type: round.type,
      startsAt,
      endsAt: new Date(startsAt.getTime() + round.minutes * 60_000),
      timezone: app.job.timezone,
      location: round.type === 'onsite' ? app.job.location : null,
      videoUrl: round.type === 'video' ? `https://meet.example.com/${id.slice(-10).toLowerCase()}` : null,
      notes: round.type === 'phone' ? 'Cover motivation, notice period and salary expectations.' : null,
      status: past ? 'completed' : 'scheduled',
      icsUid: `${id}@hirebase`,
      sequence: 0,
      createdBy: app.job.ownerId,
      createdAt: new Date(startsAt.getTime() - r.int(2, 6) * DAY),
      updatedAt: new Date(startsAt.getTime() - r.int(1, 2) * DAY),
    });
    out.interviewers.push(...panel.map((userId) => ({ orgId, interviewId: id, userId })));
    out.activity.push({ id: newId(), orgId, actorId: app.job.ownerId, action: 'schedule', entityType: 'interview', entityId: id, changes: { title: { before: null, after: round.title }, interviewer_ids: { before: null, after: panel } }, createdAt: new Date(startsAt.getTime() - 3 * DAY) });
    if (!past) return;
    // Every past interview has a scorecard; the last interviewer of some is still due one.
    const scorers = scoreAll || panel.length === 1 ? panel : panel.slice(0, -1);
    for (const interviewerId of scorers) {
      const recommendation = r.pick(RECOMMENDATIONS);
      const base = recommendation === 'strong_yes' ? 4 : recommendation === 'yes' ? 3 : 2;
      const submittedAt = new Date(startsAt.getTime() + r.int(2, 20) * HOUR);
      const scorecardId = newId();
      out.activity.push({
        id: newId(),
        orgId,
        actorId: interviewerId,
        action: 'submit',
        entityType: 'scorecard',
        entityId: scorecardId,
        changes: { recommendation: { before: null, after: recommendation }, interview: { before: null, after: round.title } },
        createdAt: submittedAt,
      });
      out.scorecards.push({
        id: scorecardId,
        orgId,
        interviewId: id,
        applicationId: app.id,
        interviewerId,
        ratings: DEFAULT_SCORECARD_CRITERIA.map((criterion) => ({ criterion, rating: Math.max(1, Math.min(4, base + r.int(-1, 1) * (r.next() < 0.4 ? 1 : 0))) })),
        recommendation,
        notes: SCORECARD_NOTES[recommendation],
        submittedAt,
        updatedAt: submittedAt,
      });
    }
  };
  apps.forEach((app, i) => {
    const screen = workingSlot(now, -r.int(5, 13), 9 + (i % 7), app.job.timezone);
    if (screen.getTime() > app.createdAt) add(app, ROUNDS[0]!, screen, true, i % 4 !== 0);
    if (app.status !== 'active' || i % 2 === 1) return;
    const ahead = i < 4 ? i % 2 : r.int(2, 9);
    const slot = workingSlot(now, ahead, ahead === 0 ? 16 : 10 + (i % 6), app.job.timezone);
    // Late in the day "today" has passed: the round moves to the next working day.
    add(app, ROUNDS[1 + (i % 3)]!, slot.getTime() > now + HOUR ? slot : workingSlot(now, ahead + 1, 10 + (i % 6), app.job.timezone), false, true);
  });
  return out;
}

/** Templates, and the emails sent from them: a thank-you to recent applicants, invitations, regrets. */
function emailRows(
  r: Random,
  { orgId, orgName, now, apps, users }: { orgId: string; orgName: string; now: number; apps: DemoApplication[]; users: DemoUser[] },
) {
  const templates = DEMO_TEMPLATES.map((t, i) => ({ id: newId(), orgId, ...t, createdBy: users[0]!.id, createdAt: new Date(now - (60 - i) * DAY), updatedAt: new Date(now - (60 - i) * DAY) }));
  const rows = { emails: [] as DemoActivityRows['emails'], outbox: [] as DemoActivityRows['outbox'], activity: [] as DemoActivityRows['activity'] };
  apps.forEach((app) => {
    const template = app.status === 'rejected' ? templates[2]! : app.stageKind === 'offer' ? templates[3]! : app.stageKind === 'interview' ? templates[1]! : templates[0]!;
    const sender = users.find((u) => u.id === app.job.ownerId) ?? users[0]!;
    const values: MergeValues = {
      'candidate.first_name': app.candidate.firstName,
      'candidate.last_name': app.candidate.lastName,
      'candidate.name': `${app.candidate.firstName} ${app.candidate.lastName}`,
      'candidate.email': app.candidate.email,
      'job.title': app.job.title,
      'job.location': app.job.location ?? '',
      'org.name': orgName,
      'recruiter.name': sender.name,
      'recruiter.email': sender.email,
    };
    const subject = renderTemplate(template.subject, values).text;
    const body = renderTemplate(template.body, values).text;
    const sentAt = new Date(app.createdAt + Math.min(r.int(1, 3) * DAY, (now - app.createdAt) / 2));
    rows.emails.push({
      id: newId(),
      orgId,
      candidateId: app.candidate.id,
      jobId: app.job.id,
      templateId: template.id,
      toEmail: app.candidate.email,
      subject,
      body,
      status: 'sent',
      attempts: 1,
      sentBy: sender.id,
      origin: 'user',
      sentAt,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    rows.outbox.push({ id: newId(), orgId, to: app.candidate.email, subject, text: body, kind: 'candidate_email', status: 'sent', createdAt: sentAt });
    rows.activity.push({
      id: newId(),
      orgId,
      actorId: sender.id,
      action: 'send',
      entityType: 'candidate',
      entityId: app.candidate.id,
      changes: { subject: { before: null, after: subject }, status: { before: null, after: 'sent' } },
      createdAt: sentAt,
    });
  });
  return { templates, ...rows };
}

/** Interviews, scorecards, templates and sent mail for the given applications; every `featured` candidate was written to. */
export function demoActivity(
  r: Random,
  input: { orgId: string; orgName: string; now: number; apps: DemoApplication[]; users: DemoUser[]; featured: Set<string> },
): DemoActivityRows {
  const interviewing = input.apps.filter((a) => (a.stageKind === 'interview' || a.stageKind === 'offer') && a.status !== 'hired').slice(0, 40);
  const written = input.apps.filter((a) => a.status !== 'hired').filter((a) => input.featured.has(a.candidate.id) || r.next() < 0.2).slice(0, 80);
  const i = interviewRows(r, { ...input, apps: interviewing });
  const e = emailRows(r, { ...input, apps: written });
  return { ...i, ...e, activity: [...i.activity, ...e.activity] };
}
