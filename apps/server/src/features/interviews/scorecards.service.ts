/** Scorecards: each interviewer rates the job's criteria 1–4 and recommends; per job criteria, with defaults. */
import {
  DEFAULT_SCORECARD_CRITERIA,
  type InterviewScorecards,
  type Recommendation,
  type Scorecard,
  type ScorecardCriteria,
} from '@hirebase/shared';
import type { Db } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { userRefs } from '../users/users.service';
import { findInterview } from './interviews.repo';
import { criteriaOf, findScorecard, isInterviewer, jobExists, replaceCriteria, scorecardsOf, upsertScorecard, type ScorecardRow } from './scorecards.repo';

type Actor = { orgId: string; actorId: string };
export type ScorecardFields = { ratings: { criterion: string; rating: number }[]; recommendation: Recommendation; notes: string };

async function criteriaFor(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<ScorecardCriteria> {
  const own = await criteriaOf(db, { orgId, jobId });
  return own.length ? { criteria: own, is_default: false } : { criteria: [...DEFAULT_SCORECARD_CRITERIA], is_default: true };
}

async function toScorecards(db: Db, rows: ScorecardRow[]): Promise<Scorecard[]> {
  const refs = await userRefs(db, rows.map((r) => r.interviewerId));
  return rows.map((r) => ({
    id: r.id,
    interview_id: r.interviewId,
    application_id: r.applicationId,
    interviewer: refs.get(r.interviewerId) ?? { id: r.interviewerId, name: 'Former member' },
    ratings: r.ratings,
    recommendation: r.recommendation,
    notes: r.notes,
    submitted_at: r.submittedAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function interviewScorecards(db: Db, { orgId, interviewId }: { orgId: string; interviewId: string }): Promise<InterviewScorecards> {
  const found = await findInterview(db, { orgId, id: interviewId });
  if (!found) throw notFound('Interview');
  const [{ criteria }, rows] = await Promise.all([criteriaFor(db, { orgId, jobId: found.interview.jobId }), scorecardsOf(db, { orgId, interviewIds: [interviewId] })]);
  return { criteria, scorecards: await toScorecards(db, rows) };
}

/** Submits (or replaces) the current user's scorecard; only the interview's interviewers may. */
export async function submitScorecard(db: Db, actor: Actor, interviewId: string, input: ScorecardFields): Promise<Scorecard> {
  await db.transaction(async (tx) => {
    const found = await findInterview(tx, { orgId: actor.orgId, id: interviewId, lock: true });
    if (!found) throw notFound('Interview');
    const i = found.interview;
    if (!(await isInterviewer(tx, { orgId: actor.orgId, interviewId, userId: actor.actorId }))) {
      throw new AppError('forbidden', 'Only the interviewers can submit a scorecard');
    }
    if (i.status === 'canceled') throw new AppError('conflict', 'This interview was canceled');
    const { criteria } = await criteriaFor(tx, { orgId: actor.orgId, jobId: i.jobId });
    const known = new Map(criteria.map((c) => [c.toLowerCase(), c]));
    const unknown = input.ratings.find((r) => !known.has(r.criterion.toLowerCase()));
    if (unknown) throw new AppError('validation_failed', `"${unknown.criterion}" is not a criterion of this job`, [{ path: 'ratings', message: 'Unknown criterion' }]);
    const ratings = input.ratings.map((r) => ({ criterion: known.get(r.criterion.toLowerCase())!, rating: r.rating }));
    const before = await findScorecard(tx, { orgId: actor.orgId, interviewId, interviewerId: actor.actorId });
    await upsertScorecard(tx, { id: newId(), orgId: actor.orgId, interviewId, applicationId: i.applicationId, interviewerId: actor.actorId, ratings, recommendation: input.recommendation, notes: input.notes });
    const saved = (await findScorecard(tx, { orgId: actor.orgId, interviewId, interviewerId: actor.actorId }))!;
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: before ? 'update' : 'submit',
      entityType: 'scorecard',
      entityId: saved.id,
      changes: { recommendation: { before: before?.recommendation ?? null, after: input.recommendation }, interview: { before: null, after: i.title } },
    });
  });
  const row = (await findScorecard(db, { orgId: actor.orgId, interviewId, interviewerId: actor.actorId }))!;
  return (await toScorecards(db, [row]))[0]!;
}

export async function jobCriteria(db: Db, { orgId, jobId }: { orgId: string; jobId: string }): Promise<ScorecardCriteria> {
  if (!(await jobExists(db, { orgId, jobId }))) throw notFound('Job');
  return criteriaFor(db, { orgId, jobId });
}

export async function setJobCriteria(db: Db, actor: Actor, jobId: string, names: string[]): Promise<ScorecardCriteria> {
  await db.transaction(async (tx) => {
    if (!(await jobExists(tx, { orgId: actor.orgId, jobId }))) throw notFound('Job');
    const before = await criteriaFor(tx, { orgId: actor.orgId, jobId });
    await replaceCriteria(tx, { orgId: actor.orgId, jobId, names, newId });
    await logActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.actorId,
      action: 'update',
      entityType: 'job',
      entityId: jobId,
      changes: { scorecard_criteria: { before: before.criteria, after: names } },
    });
  });
  return criteriaFor(db, { orgId: actor.orgId, jobId });
}
