import type { Job, JobInput, UserRef } from '@hirebase/shared';

/** What a new job starts with: the default pipeline, and the person creating it as owner. */
export type JobFormDefaults = { pipelineId?: string | undefined; owner?: UserRef | null | undefined };

/** The form's starting values: a new job, or the fields of an existing one. */
export function jobFormDefaults(job?: Job, defaults: JobFormDefaults = {}): JobInput {
  if (!job) {
    return {
      title: '',
      client_id: null,
      department: '',
      location: '',
      workplace: 'onsite',
      employment_type: 'full_time',
      openings: 1,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: 'year',
      experience_min: null,
      experience_max: null,
      required_skills: [],
      nice_to_have_skills: [],
      description: '',
      status: 'open',
      owner_id: defaults.owner?.id ?? null,
      hiring_team_ids: [],
      tag_ids: [],
      ...(defaults.pipelineId ? { pipeline_id: defaults.pipelineId } : {}),
    };
  }
  return {
    title: job.title,
    client_id: job.client?.id ?? null,
    department: job.department ?? '',
    location: job.location ?? '',
    workplace: job.workplace,
    employment_type: job.employment_type,
    openings: job.openings,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    experience_min: job.experience_min,
    experience_max: job.experience_max,
    required_skills: job.required_skills,
    nice_to_have_skills: job.nice_to_have_skills,
    description: job.description,
    status: job.status,
    owner_id: job.owner?.id ?? null,
    hiring_team_ids: job.hiring_team.map((m) => m.id),
    tag_ids: job.tags.map((t) => t.id),
  };
}

/** Empty number fields mean "not set" (null), never 0. */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined || Number.isNaN(v) ? null : Number(v));
export const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
