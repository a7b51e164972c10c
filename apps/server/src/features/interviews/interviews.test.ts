import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseCalendar } from './ics-parse';
import { startInterviewWorkers } from './interviews.jobs';

const API = '/api/v1/recruiter';
let t: TestApp;
let sink: SmtpSink;
let admin: { token: string; orgId: string };
let member: { token: string };
let memberId: string;
let application: string;
let candidateId: string;

async function until<T>(fn: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const toOf = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
/** The invite that reached `to` with the given SEQUENCE, parsed back from its attachment. */
async function inviteTo(to: string, sequence: number, interviewId: string, method = /REQUEST|CANCEL/) {
  return until(() => {
    for (const m of sink.messages.filter((x) => toOf(x) === to)) {
      const att = m.attachments.find((a) => a.filename === 'invite.ics');
      if (!att) continue;
      const cal = parseCalendar(att.content.toString('utf8'));
      const e = cal.events[0];
      if (e?.props.SEQUENCE === String(sequence) && e.props.UID === `${interviewId}@hirebase` && method.test(cal.props.METHOD ?? '')) return { mail: m, att, cal, event: cal.events[0]! };
    }
    return undefined;
  }, `invite #${sequence} to ${to}`);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, {}, { queue: true });
  await startInterviewWorkers(t.ctx);
  admin = await t.newAdmin('iv-admin@example.com', 'Interview Co');
  member = await t.addMember(admin, 'iv-member@example.com', 'recruiter');
  const members = await t.call('GET', `${API}/team/members`, { token: admin.token });
  memberId = members.json.data.find((m: { email: string }) => m.email === 'iv-member@example.com').user_id;
  const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Backend Engineer' } });
  const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com' } });
  candidateId = cand.json.data.id;
  const app = await t.call('POST', `${API}/jobs/${job.json.data.id}/applications`, { token: admin.token, body: { candidate_id: candidateId } });
  application = app.json.data.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const base = () => ({
  application_id: application,
  title: 'Technical screen',
  type: 'video',
  starts_at: '2030-03-04T10:00:00+05:30',
  ends_at: '2030-03-04T11:00:00+05:30',
  timezone: 'Asia/Kolkata',
  interviewer_ids: [memberId],
  video_url: 'https://meet.example.com/abc',
  notes: 'Probe the caching design; she asked about visa sponsorship.',
});

describe('scheduling an interview', () => {
  let id: string;

  it('stores 10:00 Asia/Kolkata as 04:30Z and mails an invite that says so', async () => {
    const res = await t.call('POST', `${API}/interviews`, { token: admin.token, body: base() });
    expect(res.status).toBe(201);
    id = res.json.data.id;
    expect(res.json.data).toMatchObject({ starts_at: '2030-03-04T04:30:00.000Z', ends_at: '2030-03-04T05:30:00.000Z', timezone: 'Asia/Kolkata', status: 'scheduled', sequence: 0, clashes: [] });
    expect(res.json.data.interviewers.map((u: { id: string }) => u.id)).toEqual([memberId]);

    const toCandidate = await inviteTo('asha@example.com', 0, id);
    expect(toCandidate.att.contentType).toBe('text/calendar');
    expect(toCandidate.cal.props.METHOD).toBe('REQUEST');
    expect(toCandidate.event.props).toMatchObject({ DTSTART: '20300304T043000Z', DTEND: '20300304T053000Z', UID: `${id}@hirebase`, STATUS: 'CONFIRMED' });
    expect(toCandidate.event.all.filter((p) => p.name === 'ATTENDEE').map((p) => p.value)).toEqual(['mailto:asha@example.com', 'mailto:iv-member@example.com']);
    expect(toCandidate.event.all.find((p) => p.name === 'ORGANIZER')!.value).toBe('mailto:iv-admin@example.com');
    // The private notes reach the interviewers only.
    expect(`${toCandidate.mail.text}${toCandidate.event.props.DESCRIPTION}`).not.toContain('visa');
    expect(toCandidate.mail.text).toContain('10:00');
    const toInterviewer = await inviteTo('iv-member@example.com', 0, id);
    expect(toInterviewer.event.props.DESCRIPTION).toContain('visa sponsorship');
  });

  it('notifies the interviewer and shows on the candidate timeline', async () => {
    const bell = await t.call('GET', `${API}/notifications`, { token: member.token });
    expect(bell.json.data.map((n: { kind: string }) => n.kind)).toContain('interview_assigned');
    const timeline = await t.call('GET', `${API}/activity?entity_id=${candidateId}`, { token: member.token });
    expect(timeline.json.data.map((a: { action: string; entity_type: string }) => `${a.entity_type}:${a.action}`)).toContain('interview:schedule');
  });

  it('warns about a clash with the interviewer’s other interview, without refusing', async () => {
    const res = await t.call('POST', `${API}/interviews`, {
      token: admin.token,
      body: { ...base(), title: 'Overlap', starts_at: '2030-03-04T05:00:00Z', ends_at: '2030-03-04T06:00:00Z', timezone: 'UTC' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.clashes).toEqual([expect.objectContaining({ interview_id: id, interviewer: { id: memberId, name: 'Test User' } })]);
    const q = await t.call('GET', `${API}/interviews/clashes?starts_at=2030-03-04T04:00:00Z&ends_at=2030-03-04T04:45:00Z&interviewer_ids=${memberId}`, { token: admin.token });
    expect(q.json.data.map((c: { interview_id: string }) => c.interview_id)).toEqual([id]);
    const cancel = await t.call('POST', `${API}/interviews/${res.json.data.id}/cancel`, { token: admin.token });
    expect(cancel.json.data.status).toBe('canceled');
  });

  it('reschedules with the same UID and a higher SEQUENCE', async () => {
    const res = await t.call('PATCH', `${API}/interviews/${id}`, { token: member.token, body: { starts_at: '2030-03-05T14:00:00+05:30', ends_at: '2030-03-05T15:00:00+05:30' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ sequence: 1, starts_at: '2030-03-05T08:30:00.000Z' });
    const invite = await inviteTo('asha@example.com', 1, id);
    expect(invite.event.props).toMatchObject({ UID: `${id}@hirebase`, DTSTART: '20300305T083000Z' });
    expect(invite.mail.subject).toMatch(/^Updated:/);
    const notesOnly = await t.call('PATCH', `${API}/interviews/${id}`, { token: admin.token, body: { notes: 'Changed notes' } });
    expect(notesOnly.json.data.sequence).toBe(1);
    const timeline = await t.call('GET', `${API}/activity?entity_id=${candidateId}`, { token: admin.token });
    expect(timeline.json.data.map((a: { action: string }) => a.action)).toContain('reschedule');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', async () => {
    const res = await t.call('POST', `${API}/interviews/${id}/cancel`, { token: admin.token });
    expect(res.json.data).toMatchObject({ status: 'canceled', sequence: 2 });
    const invite = await inviteTo('asha@example.com', 2, id);
    expect(invite.cal.props.METHOD).toBe('CANCEL');
    expect(invite.event.props).toMatchObject({ STATUS: 'CANCELLED', UID: `${id}@hirebase` });
    const again = await t.call('PATCH', `${API}/interviews/${id}`, { token: admin.token, body: { title: 'Back' } });
    expect(again.status).toBe(409);
  });

  it('sends the removed interviewer a cancellation and queues the feedback reminder for the end', async () => {
    const members = await t.call('GET', `${API}/team/members`, { token: admin.token });
    const adminId = members.json.data.find((m: { email: string }) => m.email === 'iv-admin@example.com').user_id;
    const created = await t.call('POST', `${API}/interviews`, { token: admin.token, body: { ...base(), title: 'Panel', starts_at: '2030-04-01T09:00:00Z', ends_at: '2030-04-01T10:00:00Z' } });
    const panel = created.json.data.id;
    const res = await t.call('PATCH', `${API}/interviews/${panel}`, { token: admin.token, body: { interviewer_ids: [adminId] } });
    expect(res.json.data).toMatchObject({ sequence: 1, interviewers: [{ id: adminId }] });
    const gone = await inviteTo('iv-member@example.com', 1, panel, /CANCEL/);
    expect(gone.event.props.STATUS).toBe('CANCELLED');
    const added = await inviteTo('iv-admin@example.com', 1, panel, /REQUEST/);
    expect(added.event.all.filter((p) => p.name === 'ATTENDEE').map((p) => p.value)).toEqual(['mailto:asha@example.com', 'mailto:iv-admin@example.com']);
    const jobs = await t.db.execute(sql`SELECT start_after FROM pgboss.job WHERE name = 'interview-feedback-due' AND data->>'interview_id' = ${panel}`);
    const rows = (jobs as unknown as { rows: { start_after: Date | string }[] }).rows;
    expect(rows.map((r) => new Date(r.start_after).toISOString())).toEqual(['2030-04-01T10:00:00.000Z']);
  });

  it('refuses bad input: unknown zone, end before start, non-member interviewer, another org’s application', async () => {
    const other = await t.newAdmin('iv-other@example.com', 'Other Co');
    const cases: [Record<string, unknown>, number][] = [
      [{ timezone: 'Mars/Base' }, 422],
      [{ ends_at: '2030-03-04T09:00:00+05:30' }, 422],
      [{ starts_at: '2030-03-04T10:00:00' }, 422],
      [{ interviewer_ids: ['not-a-member'] }, 422],
    ];
    for (const [patch, status] of cases) {
      const res = await t.call('POST', `${API}/interviews`, { token: admin.token, body: { ...base(), ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(status);
    }
    const foreign = await t.call('POST', `${API}/interviews`, { token: other.token, body: { ...base(), interviewer_ids: [] } });
    expect(foreign.status).toBe(422);
    const foreign2 = await t.call('POST', `${API}/interviews`, { token: other.token, body: base() });
    expect([404, 422]).toContain(foreign2.status);
  });
});
