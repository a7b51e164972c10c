/**
 * Matching: a job's weighted requirements (refine), the candidates ranked for it (recommendations)
 * with every point of the score explained, and the open jobs ranked for one candidate.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { idListSchema, queryNumber, queryNumberOr } from './common';

export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead / principal',
  executive: 'Executive',
};

/** Education levels in order: a requirement is met by its level or any later one. */
export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LABELS: Record<EducationLevel, string> = {
  none: 'No requirement',
  high_school: 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;

/** The parts of a score, in the order a breakdown lists them. */
export const MATCH_FACTORS = ['skills', 'experience', 'title', 'location', 'education', 'recency', 'text'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];
export const MATCH_FACTOR_LABELS: Record<MatchFactor, string> = {
  skills: 'Skills',
  experience: 'Experience',
  title: 'Title',
  location: 'Location',
  education: 'Education',
  recency: 'Profile recency',
  text: 'Resume relevance',
};

const weight = z.number({ error: 'Enter a number' }).int('Enter a whole number').min(1).max(5);
const text = (max: number) => z.string().trim().min(1, 'Required').max(max);
const list = (max: number, items: number) => z.array(text(max)).max(items);

export const skillRequirementSchema = z.object({ name: text(60), weight });
export type SkillRequirement = z.infer<typeof skillRequirementSchema>;

export const factorWeightsSchema = z.object(
  Object.fromEntries(MATCH_FACTORS.map((f) => [f, z.number({ error: 'Enter a number' }).int('Enter a whole number').min(0).max(100)])) as Record<
    MatchFactor,
    z.ZodNumber
  >,
);
export type FactorWeights = z.infer<typeof factorWeightsSchema>;

export const DEFAULT_FACTOR_WEIGHTS: FactorWeights = { skills: 40, experience: 15, title: 15, location: 10, education: 5, recency: 5, text: 10 };

/** What a job asks for. Each skill carries a weight (1–5); each factor a share of the 100 points. */
export const jobRequirementsSchema = z
  .object({
    must_have_skills: z.array(skillRequirementSchema).max(30),
    nice_to_have_skills: z.array(skillRequirementSchema).max(30),
    min_years: z.number({ error: 'Enter a number' }).min(0).max(50).nullable(),
    max_years: z.number({ error: 'Enter a number' }).min(0).max(60).nullable(),
    seniority: z.enum(SENIORITIES).nullable(),
    titles: list(100, 10),
    locations: list(100, 10),
    remote: z.enum(REMOTE_POLICIES),
    education: z.enum(EDUCATION_LEVELS),
    languages: list(40, 10),
    keywords: list(60, 20),
    weights: factorWeightsSchema,
  })
  .superRefine((r, ctx) => {
    if (r.min_years != null && r.max_years != null && r.max_years < r.min_years) {
      ctx.addIssue({ code: 'custom', path: ['max_years'], message: 'Must be at least the minimum' });
    }
    if (MATCH_FACTORS.every((f) => r.weights[f] === 0)) ctx.addIssue({ code: 'custom', path: ['weights'], message: 'At least one factor needs a weight' });
    const seen = new Set<string>();
    for (const [i, s] of [...r.must_have_skills, ...r.nice_to_have_skills].entries()) {
      const key = s.name.toLowerCase();
      if (seen.has(key)) {
        const must = i < r.must_have_skills.length;
        ctx.addIssue({ code: 'custom', path: [must ? 'must_have_skills' : 'nice_to_have_skills', must ? i : i - r.must_have_skills.length, 'name'], message: 'Listed twice' });
      }
      seen.add(key);
    }
  });
export type JobRequirementsInput = z.infer<typeof jobRequirementsSchema>;

/** A requirement skill as the vocabulary knows it: its aliases and the skills that count partly for it. */
export type SkillInfo = { name: string; known: boolean; aliases: string[]; related: string[] };

export type RequirementsSource = 'rules' | 'model' | 'edited';

export type JobRequirements = {
  job_id: string;
  /** 0 for a proposal that has not been saved yet. */
  version: number;
  source: RequirementsSource;
  requirements: JobRequirementsInput;
  skills: SkillInfo[];
  saved_at: string | null;
  saved_by: { id: string; name: string } | null;
  /** Set when the model was asked and the rules answered instead. */
  notice: string | null;
};

export type RequirementsVersion = { version: number; source: RequirementsSource; saved_at: string; saved_by: { id: string; name: string } | null };

export type BreakdownItem = { factor: MatchFactor; points: number; max: number; detail: string };

export type MatchExplanation = {
  matched_skills: string[];
  partial_skills: string[];
  missing_must_haves: string[];
};

export type RecommendedCandidate = {
  candidate_id: string;
  name: string;
  current_title: string | null;
  location: string | null;
  years_experience: number | null;
  score: number;
  breakdown: BreakdownItem[];
  why: MatchExplanation;
  /** The person was in this job and was rejected or withdrew. */
  previously_rejected: boolean;
};

export const recommendationsQuerySchema = z.object({
  hide_rejected: z.enum(['true', 'false']).default('true'),
  location: z.string().trim().max(120).optional(),
  min_score: queryNumber({ min: 0, max: 100 }),
  page: queryNumberOr({ min: 1, max: 1000, int: true }, 1),
  page_size: queryNumberOr({ min: 1, max: MAX_PAGE_SIZE, int: true }, 25),
});
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;

export type RecommendationsResponse = {
  data: RecommendedCandidate[];
  meta: {
    total: number;
    total_is_estimate: boolean;
    page: number;
    page_size: number;
    version: number;
    /** While scoring is under way: candidates scored under this version, of all the organization's (else null). */
    scored: number | null;
    candidates: number | null;
    complete: boolean;
  };
};

export const addRecommendedSchema = z.object({ candidate_ids: idListSchema.min(1) });
export type AddRecommendedResult = { added: string[]; skipped: { candidate_id: string; reason: string }[] };

export type MatchingJob = {
  job_id: string;
  title: string;
  location: string | null;
  score: number;
  breakdown: BreakdownItem[];
  why: MatchExplanation;
  in_job: boolean;
};
