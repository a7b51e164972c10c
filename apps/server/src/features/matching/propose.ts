/**
 * A proposal of requirements for a job: from the configured model when there is one (JSON-schema
 * output, validated, then normalized to the skills vocabulary like the rules' output), else from the
 * built-in rules. A model that fails leaves the recruiter with the rules' proposal and a notice.
 */
import { jobRequirementsSchema, type JobRequirementsInput, type RequirementsSource } from '@hirebase/shared';
import type { AiProvider } from '../../providers/ai';
import { descriptionLines, extractRequirements, type JobForRequirements } from './extract-requirements';
import { normalizeSkill } from './skill-relations';

export const MODEL_FAILED_NOTICE = 'The model could not be reached, so these requirements come from the built-in rules.';

const SYSTEM = [
  'You turn a job posting into structured hiring requirements for ranking candidates.',
  'must_have_skills are skills the posting requires; nice_to_have_skills are preferred or bonus skills. Use short, common skill names (e.g. "Python", "Financial Modeling").',
  'Each skill has a weight from 1 (minor) to 5 (central to the job). Years are numbers or null. titles are job titles that count as relevant experience.',
  'education is the minimum degree asked for. keywords are other important terms of the posting. Keep weights as given in the example.',
].join(' ');

/** The model's answer, made to obey the same rules as a recruiter's edit (vocabulary names, no duplicates). */
export function normalizeRequirements(r: JobRequirementsInput): JobRequirementsInput {
  const seen = new Set<string>();
  const skills = (list: JobRequirementsInput['must_have_skills']) =>
    list.flatMap((s) => {
      const name = normalizeSkill(s.name).name;
      if (seen.has(name.toLowerCase())) return [];
      seen.add(name.toLowerCase());
      return [{ name, weight: s.weight }];
    });
  const must = skills(r.must_have_skills);
  return { ...r, must_have_skills: must, nice_to_have_skills: skills(r.nice_to_have_skills) };
}

export async function proposeRequirements(
  ai: AiProvider | null,
  job: JobForRequirements,
): Promise<{ requirements: JobRequirementsInput; source: RequirementsSource; notice: string | null }> {
  const rules = extractRequirements(job);
  if (!ai) return { requirements: rules, source: 'rules', notice: null };
  const prompt = [
    `Title: ${job.title}`,
    `Location: ${job.location ?? 'not stated'} (${job.workplace})`,
    `Experience range in the job's fields: ${job.experienceMin ?? '?'}–${job.experienceMax ?? '?'} years`,
    `Required skills in the job's fields: ${job.requiredSkills.join(', ') || 'none'}`,
    `Nice-to-have skills in the job's fields: ${job.niceToHaveSkills.join(', ') || 'none'}`,
    'Description:',
    descriptionLines(job.description).join('\n').slice(0, 12_000),
    '',
    `Example of the expected shape (from simple rules; improve it): ${JSON.stringify(rules)}`,
  ].join('\n');
  try {
    const answer = await ai.completeJson({ system: SYSTEM, prompt, schemaName: 'job_requirements', schema: jobRequirementsSchema });
    const checked = jobRequirementsSchema.safeParse(normalizeRequirements(answer));
    if (!checked.success) return { requirements: rules, source: 'rules', notice: MODEL_FAILED_NOTICE };
    return { requirements: checked.data, source: 'model', notice: null };
  } catch {
    return { requirements: rules, source: 'rules', notice: MODEL_FAILED_NOTICE };
  }
}
