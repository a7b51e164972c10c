import { describe, expect, it } from 'vitest';
import { DEFAULT_FACTOR_WEIGHTS, jobRequirementsSchema, type JobRequirementsInput } from '@hirebase/shared';
import { extractRequirements } from './extract-requirements';
import { compileRequirements, scoreCandidate, type CandidateProfile } from './scoring';

const NOW = new Date('2026-06-01T00:00:00Z');
const base: JobRequirementsInput = {
  must_have_skills: [{ name: 'Java', weight: 3 }],
  nice_to_have_skills: [],
  min_years: null,
  max_years: null,
  seniority: null,
  titles: [],
  locations: [],
  remote: 'remote',
  education: 'none',
  languages: [],
  keywords: [],
  weights: { ...DEFAULT_FACTOR_WEIGHTS },
};
const profile = (over: Partial<CandidateProfile> = {}): CandidateProfile => ({
  skills: [],
  yearsExperience: null,
  currentTitle: null,
  location: null,
  updatedAt: NOW,
  degrees: null,
  textRank: 0,
  ...over,
});
const score = (r: JobRequirementsInput, p: CandidateProfile) => scoreCandidate(compileRequirements(r), p, NOW);

describe('scoring', () => {
  it('reads the candidate’s skills through the vocabulary’s aliases', () => {
    const r = { ...base, must_have_skills: [{ name: 'Microsoft Excel', weight: 3 }, { name: 'Kubernetes', weight: 3 }] };
    const named = score(r, profile({ skills: ['Microsoft Excel', 'Kubernetes'] })).items.find((i) => i.factor === 'skills')!;
    const aliased = score(r, profile({ skills: ['Excel', 'k8s'] }));
    expect(aliased.items.find((i) => i.factor === 'skills')!.points).toBe(named.points);
    expect(aliased.why).toEqual({ matched_skills: ['Microsoft Excel', 'Kubernetes'], partial_skills: [], missing_must_haves: [] });
  });

  it('counts a related skill for half of the one asked for', () => {
    const exact = score(base, profile({ skills: ['Java'] })).items.find((i) => i.factor === 'skills')!;
    const related = score(base, profile({ skills: ['Spring Boot'] })).items.find((i) => i.factor === 'skills')!;
    expect(related.points).toBeCloseTo(exact.points / 2, 1);
    expect(related.detail).toContain('related experience for Java');
  });

  it('leaves out factors the job says nothing about and shares the 100 points among the rest', () => {
    const result = score(base, profile({ skills: ['Java'], textRank: 1 }));
    expect(result.items.map((i) => i.factor)).toEqual(['skills', 'recency', 'text']);
    expect(result.items.reduce((s, i) => s + i.max, 0)).toBeCloseTo(100, 0);
    expect(result.score).toBe(100);
  });

  it('reads years against the range, and fades a stale profile', () => {
    const r = { ...base, min_years: 5, max_years: 8 };
    const fit = (years: number | null) => score(r, profile({ yearsExperience: years })).items.find((i) => i.factor === 'experience')!.points;
    expect(fit(6)).toBeGreaterThan(fit(3));
    expect(fit(3)).toBeGreaterThan(fit(0));
    expect(fit(12)).toBeLessThan(fit(6));
    const stale = score(base, profile({ updatedAt: new Date('2023-01-01T00:00:00Z') })).items.find((i) => i.factor === 'recency')!;
    expect(stale.points).toBe(0);
  });
});

describe('rule-based requirements', () => {
  it('reads years, degree, sections, languages and seniority from a plain description', () => {
    const r = extractRequirements({
      title: 'Junior Data Analyst',
      description:
        '<p>About the role</p><p>You will build reports.</p><h3>What you bring</h3><ul><li>2-4 years of experience with SQL and Excel</li><li>BSc or Master’s preferred</li><li>Fluent English and Spanish</li></ul><h3>Bonus</h3><ul><li>Tableau</li></ul>',
      location: 'Lisbon, Portugal',
      workplace: 'onsite',
      experienceMin: null,
      experienceMax: null,
      requiredSkills: [],
      niceToHaveSkills: [],
    });
    expect(jobRequirementsSchema.safeParse(r).success).toBe(true);
    expect(r.must_have_skills.map((s) => s.name)).toEqual(['SQL', 'Microsoft Excel']);
    expect(r.nice_to_have_skills.map((s) => s.name)).toEqual(['Tableau']);
    expect(r).toMatchObject({ min_years: 2, max_years: 4, education: 'bachelor', seniority: 'junior', languages: ['English', 'Spanish'], locations: ['Lisbon, Portugal'], remote: 'onsite' });
    expect(r.titles).toEqual(['Junior Data Analyst', 'Data Analyst']);
  });

  it('reads "GCP" as Google Cloud in an engineering posting but not in a clinical one', () => {
    const job = (title: string, line: string) =>
      extractRequirements({ title, description: `<h3>Requirements</h3><ul><li>${line}</li></ul>`, location: null, workplace: 'remote', experienceMin: null, experienceMax: null, requiredSkills: [], niceToHaveSkills: [] });
    expect(job('Platform Engineer', 'Terraform on AWS or GCP').must_have_skills.map((s) => s.name)).toContain('Google Cloud');
    expect(job('Clinical Research Associate', 'Monitoring visits under ICH GCP').must_have_skills.map((s) => s.name)).not.toContain('Google Cloud');
  });
});
