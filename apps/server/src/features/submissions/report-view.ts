/**
 * What a candidate report shows, built from the options stored with it. Hidden fields are left out
 * here, before rendering, so neither the page nor the JSON can leak them: an anonymised report has
 * initials instead of the name, and no email, phone, links or employer names.
 */
import { initialsOf, type ClientVerdict } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { assessmentResultRows, latestParsed, liveCandidate, reportContext, resumeOfCandidate, scorecardRows, submissionOfReport, type ReportRow } from './reports.repo';

export type ReportView = {
  org_name: string;
  job_title: string | null;
  client_name: string | null;
  anonymised: boolean;
  candidate: {
    name: string;
    current_title: string | null;
    current_company: string | null;
    location: string | null;
    years_experience: number | null;
    skills: string[];
    email: string | null;
    phone: string | null;
    links: { kind: string; url: string }[];
  };
  summary: string;
  experience: { title: string | null; company: string | null; start: string | null; end: string | null }[] | null;
  education: { degree: string | null; institution: string | null; year: number | null }[] | null;
  scorecards: { count: number; average: number | null; recommendations: Record<string, number> } | null;
  /** Submitted attempts: percent of the points, pass or fail (null while answers wait for a grade). */
  assessments: { title: string; percent: number; passed: boolean | null; submitted_at: string | null }[] | null;
  resume: { file_name: string; content_type: string } | null;
  /** Present when the report went out with a submission: the client may answer. */
  feedback: { verdict: ClientVerdict | null; comment: string | null } | null;
  expires_at: string | null;
};

type Parsed = { experience?: { title?: string | null; company?: string | null; start?: string | null; end?: string | null }[]; education?: { degree?: string | null; institution?: string | null; year?: number | null }[] };

function scorecardSummary(rows: { ratings: { rating: number }[]; recommendation: string }[]): ReportView['scorecards'] {
  const ratings = rows.flatMap((r) => r.ratings.map((x) => x.rating));
  const recommendations: Record<string, number> = {};
  for (const r of rows) recommendations[r.recommendation] = (recommendations[r.recommendation] ?? 0) + 1;
  const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
  return { count: rows.length, average, recommendations };
}

/** The report's content, or null when its candidate is gone (merged or deleted). */
export async function buildReportView(db: Db, report: ReportRow): Promise<ReportView | null> {
  const orgId = report.orgId;
  const o = report.options;
  const candidate = await liveCandidate(db, { orgId, id: report.candidateId });
  if (!candidate) return null;
  const [context, parsed, cards, results, resume, submission] = await Promise.all([
    reportContext(db, { orgId, jobId: report.jobId }),
    o.profile ? (latestParsed(db, { orgId, candidateId: candidate.id }) as Promise<Parsed | null>) : null,
    o.scorecards ? scorecardRows(db, { orgId, candidateId: candidate.id, jobId: report.jobId }) : null,
    o.assessments ? assessmentResultRows(db, { orgId, candidateId: candidate.id, jobId: report.jobId }) : null,
    o.resume_id ? resumeOfCandidate(db, { orgId, candidateId: candidate.id, id: o.resume_id }) : null,
    submissionOfReport(db, { orgId, reportId: report.id }),
  ]);
  const hide = o.anonymised;
  const contact = o.contact_details && !hide;
  return {
    org_name: context.orgName,
    job_title: context.job?.title ?? null,
    client_name: context.job?.clientName ?? null,
    anonymised: hide,
    candidate: {
      name: hide ? initialsOf(candidate.firstName, candidate.lastName) : `${candidate.firstName} ${candidate.lastName}`.trim(),
      current_title: candidate.currentTitle,
      current_company: hide ? null : candidate.currentCompany,
      location: candidate.location,
      years_experience: candidate.yearsExperience,
      skills: candidate.skills,
      email: contact ? candidate.email : null,
      phone: contact ? candidate.phone : null,
      links: contact ? candidate.links : [],
    },
    summary: o.summary,
    experience: o.profile
      ? (parsed?.experience ?? []).map((e) => ({ title: e.title ?? null, company: hide ? null : (e.company ?? null), start: e.start ?? null, end: e.end ?? null }))
      : null,
    education: o.profile ? (parsed?.education ?? []).map((e) => ({ degree: e.degree ?? null, institution: e.institution ?? null, year: e.year ?? null })) : null,
    scorecards: cards ? scorecardSummary(cards) : null,
    assessments: results
      ? results.map((r) => ({
          title: r.title,
          percent: r.maxScore > 0 ? Math.round(((r.score ?? 0) / r.maxScore) * 100) : 0,
          passed: r.needsGrading > 0 ? null : r.passed,
          submitted_at: r.submittedAt?.toISOString() ?? null,
        }))
      : null,
    resume: resume ? { file_name: resume.fileName, content_type: resume.contentType } : null,
    feedback: submission ? { verdict: submission.verdict, comment: submission.feedback } : null,
    expires_at: report.expiresAt?.toISOString() ?? null,
  };
}
