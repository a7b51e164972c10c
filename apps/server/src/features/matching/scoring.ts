/**
 * The transparent score: each factor earns points out of its share of 100, and the score is their
 * sum. A factor the job states nothing about (no locations, no degree) is left out and the others'
 * shares grow to fill the 100, so it neither helps nor hurts anyone.
 */
import {
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  MATCH_FACTORS,
  SENIORITIES,
  type BreakdownItem,
  type EducationLevel,
  type JobRequirementsInput,
  type MatchExplanation,
  type MatchFactor,
} from '@hirebase/shared';
import { educationLevel, placeTokens, seniorityOf, titleSimilarity } from './match-text';
import { canonicalSkill } from '../ingestion/fields/skills';
import { canonicalSkillKey, relatedSkills } from './skill-relations';

export type CandidateProfile = {
  skills: string[];
  yearsExperience: number | null;
  currentTitle: string | null;
  location: string | null;
  updatedAt: Date;
  /** The degrees the person's resumes name, joined. */
  degrees: string | null;
  /** Full-text rank of the resume against the job's terms (ts_rank_cd, normalized to 0–1). */
  textRank: number;
};

export type MatchResult = { score: number; items: BreakdownItem[]; why: MatchExplanation };

/** A text rank at or above this earns all of the resume-relevance points. */
export const TEXT_RANK_FULL = 0.3;
/** Must-have skills count this many times their weight against nice-to-haves. */
const MUST_FACTOR = 2;
/** A related skill counts for this share of the one asked for. */
const RELATED_CREDIT = 0.5;
const DAY = 86_400_000;

type Wanted = { name: string; key: string; weight: number; must: boolean; related: Set<string> };

/** Requirements made ready for scoring many candidates: skill sets and shares computed once. */
export type CompiledRequirements = {
  requirements: JobRequirementsInput;
  wanted: Wanted[];
  places: string[][];
  max: Record<MatchFactor, number>;
};

export function compileRequirements(requirements: JobRequirementsInput): CompiledRequirements {
  const r = requirements;
  const wanted: Wanted[] = [
    ...r.must_have_skills.map((s) => ({ ...s, must: true })),
    ...r.languages.map((name) => ({ name, weight: 2, must: true })),
    ...r.nice_to_have_skills.map((s) => ({ ...s, must: false })),
  ].map((s) => ({ ...s, key: canonicalSkillKey(s.name), related: new Set(relatedSkills(canonicalSkill(s.name) ?? s.name).map(canonicalSkillKey)) }));
  const places = r.remote === 'remote' ? [] : r.locations.map(placeTokens).filter((p) => p.length > 0);
  const applies: Record<MatchFactor, boolean> = {
    skills: wanted.length > 0,
    experience: r.min_years != null || r.max_years != null,
    title: r.titles.length > 0,
    location: places.length > 0,
    education: r.education !== 'none',
    recency: true,
    text: wanted.length + r.keywords.length + r.titles.length > 0,
  };
  const total = MATCH_FACTORS.reduce((sum, f) => sum + (applies[f] ? r.weights[f] : 0), 0) || 1;
  const max = Object.fromEntries(MATCH_FACTORS.map((f) => [f, applies[f] ? (r.weights[f] * 100) / total : 0])) as Record<MatchFactor, number>;
  return { requirements, wanted, places, max };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const list = (names: string[], limit = 6) => (names.length > limit ? `${names.slice(0, limit).join(', ')} and ${names.length - limit} more` : names.join(', '));

function skillsFit(c: CompiledRequirements, skills: string[]): { fit: number; detail: string; why: MatchExplanation } {
  // The candidate's skills as the vocabulary names them: "k8s" is Kubernetes, "Excel" is Microsoft Excel.
  const have = new Set(skills.map(canonicalSkillKey));
  const matched: string[] = [];
  const partial: string[] = [];
  const missing: string[] = [];
  let got = 0;
  let total = 0;
  let mustHave = 0;
  let mustCount = 0;
  for (const w of c.wanted) {
    const weight = w.weight * (w.must ? MUST_FACTOR : 1);
    total += weight;
    if (w.must) mustCount++;
    if (have.has(w.key)) {
      got += weight;
      matched.push(w.name);
      if (w.must) mustHave++;
    } else if ([...w.related].some((r) => have.has(r))) {
      got += weight * RELATED_CREDIT;
      partial.push(w.name);
    } else if (w.must) missing.push(w.name);
  }
  const parts = [
    mustCount ? `${mustHave} of ${mustCount} must-haves` : null,
    matched.length ? `has ${list(matched)}` : null,
    partial.length ? `related experience for ${list(partial)}` : null,
    missing.length ? `missing ${list(missing)}` : null,
  ].filter(Boolean);
  return { fit: total ? got / total : 0, detail: parts.join('; ') || 'No listed skills', why: { matched_skills: matched, partial_skills: partial, missing_must_haves: missing } };
}

function experienceFit(r: JobRequirementsInput, years: number | null): { fit: number; detail: string } {
  const range = r.min_years != null && r.max_years != null ? `${r.min_years}–${r.max_years}` : r.min_years != null ? `${r.min_years}+` : `up to ${r.max_years}`;
  if (years == null) return { fit: 0.3, detail: `Years of experience unknown (wanted ${range})` };
  let fit = 1;
  if (r.min_years != null && years < r.min_years) fit = Math.max(0, 1 - (r.min_years - years) / Math.max(r.min_years, 2));
  else if (r.max_years != null && years > r.max_years) fit = Math.max(0.5, 1 - (years - r.max_years) / 10);
  return { fit, detail: `${years} years (wanted ${range})` };
}

function titleFit(r: JobRequirementsInput, title: string | null): { fit: number; detail: string } {
  if (!title) return { fit: 0, detail: 'No current title' };
  let best = 0;
  let bestTitle = r.titles[0]!;
  for (const wanted of r.titles) {
    const sim = titleSimilarity(wanted, title);
    if (sim > best) [best, bestTitle] = [sim, wanted];
  }
  const have = seniorityOf(title);
  const gap = r.seniority && have ? Math.abs(SENIORITIES.indexOf(r.seniority) - SENIORITIES.indexOf(have)) : 0;
  const fit = gap >= 2 ? best * 0.75 : best;
  const seniority = gap >= 2 ? `; seniority differs (${have} for ${r.seniority})` : '';
  return { fit, detail: best > 0 ? `“${title}” is ${Math.round(best * 100)}% like “${bestTitle}”${seniority}` : `“${title}” is unlike the titles wanted` };
}

function locationFit(c: CompiledRequirements, location: string | null): { fit: number; detail: string } {
  const where = c.requirements.locations.join(' or ');
  if (!location) return { fit: 0.25, detail: `Location unknown (job in ${where})` };
  const have = new Set(placeTokens(location));
  const city = c.places.some((p) => have.has(p[0]!));
  if (city) return { fit: 1, detail: `In ${location}` };
  if (c.places.some((p) => p.some((t) => have.has(t)))) return { fit: 0.5, detail: `In ${location}, same region as ${where}` };
  return { fit: c.requirements.remote === 'hybrid' ? 0.1 : 0, detail: `In ${location}, not ${where}` };
}

function educationFit(r: JobRequirementsInput, degrees: string | null): { fit: number; detail: string } {
  const wanted = EDUCATION_LABELS[r.education];
  const levels = (degrees ?? '').split(' | ').map(educationLevel).filter((l): l is EducationLevel => l !== null);
  if (levels.length === 0) return { fit: 0.4, detail: `No degree found (wanted ${wanted})` };
  const best = levels.reduce((a, b) => (EDUCATION_LEVELS.indexOf(a) >= EDUCATION_LEVELS.indexOf(b) ? a : b));
  const gap = EDUCATION_LEVELS.indexOf(r.education) - EDUCATION_LEVELS.indexOf(best);
  return { fit: gap <= 0 ? 1 : gap === 1 ? 0.5 : 0, detail: `${EDUCATION_LABELS[best]} (wanted ${wanted})` };
}

function recencyFit(updatedAt: Date, now: Date): { fit: number; detail: string } {
  const days = Math.max(0, Math.floor((now.getTime() - updatedAt.getTime()) / DAY));
  const fit = days <= 180 ? 1 : days >= 1095 ? 0 : 1 - (days - 180) / 915;
  const age = days < 1 ? 'today' : days < 60 ? `${days} days ago` : `${Math.round(days / 30)} months ago`;
  return { fit, detail: `Profile updated ${age}` };
}

function textFit(rank: number): { fit: number; detail: string } {
  const fit = Math.min(1, rank / TEXT_RANK_FULL);
  return { fit, detail: fit >= 0.67 ? 'Resume closely matches the description' : fit >= 0.2 ? 'Resume partly matches the description' : 'Resume barely mentions the job’s terms' };
}

/** The candidate's score for the job and the points of each factor that applies; the points add up to the score. */
export function scoreCandidate(c: CompiledRequirements, p: CandidateProfile, now: Date): MatchResult {
  const r = c.requirements;
  const skills = skillsFit(c, p.skills);
  const fits: Record<MatchFactor, () => { fit: number; detail: string }> = {
    skills: () => skills,
    experience: () => experienceFit(r, p.yearsExperience),
    title: () => titleFit(r, p.currentTitle),
    location: () => locationFit(c, p.location),
    education: () => educationFit(r, p.degrees),
    recency: () => recencyFit(p.updatedAt, now),
    text: () => textFit(p.textRank),
  };
  const items: BreakdownItem[] = [];
  for (const factor of MATCH_FACTORS) {
    const max = c.max[factor];
    if (max === 0) continue;
    const { fit, detail } = fits[factor]();
    items.push({ factor, points: round1(max * Math.max(0, Math.min(1, fit))), max: round1(max), detail });
  }
  return { score: round1(items.reduce((sum, i) => sum + i.points, 0)), items, why: skills.why };
}
