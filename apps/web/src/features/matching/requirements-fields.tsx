import {
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  MATCH_FACTOR_LABELS,
  MATCH_FACTORS,
  SENIORITIES,
  SENIORITY_LABELS,
  type JobRequirementsInput,
  type SkillInfo,
} from '@hirebase/shared';
import { ChipInput } from '@/components/ui/chip-input';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { SkillListEditor } from './skill-list-editor';

type Props = { value: JobRequirementsInput; onChange: (next: JobRequirementsInput) => void; skills: SkillInfo[]; errors: Map<string, string> };

const yearsOf = (text: string) => (text.trim() === '' ? null : Number(text));
const REMOTE_LABELS = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const;

/** Every requirement of a job as editable fields; the parent owns the values and saves them. */
export function RequirementsFields({ value, onChange, skills, errors }: Props) {
  const set = <K extends keyof JobRequirementsInput>(key: K, v: JobRequirementsInput[K]) => onChange({ ...value, [key]: v });
  const info = new Map(skills.map((s) => [s.name, s]));
  const total = MATCH_FACTORS.reduce((sum, f) => sum + value.weights[f], 0);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="req-skills" className="grid gap-4">
        <h2 id="req-skills" className="text-lg font-semibold">
          Skills
        </h2>
        <p className="text-sm text-muted-foreground">Weights run from 1 (minor) to 5 (central). Must-haves count twice their weight; a related skill earns half.</p>
        <div className="grid gap-6 md:grid-cols-2">
          <SkillListEditor title="Must-have skills" noun="Must-have skill" value={value.must_have_skills} onChange={(v) => set('must_have_skills', v)} info={info} />
          <SkillListEditor title="Nice-to-have skills" noun="Nice-to-have skill" value={value.nice_to_have_skills} onChange={(v) => set('nice_to_have_skills', v)} info={info} />
        </div>
        {errors.get('must_have_skills') ?? errors.get('nice_to_have_skills') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.get('must_have_skills') ?? errors.get('nice_to_have_skills')}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="req-profile" className="grid gap-4">
        <h2 id="req-profile" className="text-lg font-semibold">
          Experience and profile
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Minimum years" error={errors.get('min_years')}>
            {(p) => <Input {...p} type="number" min={0} max={50} value={value.min_years ?? ''} onChange={(e) => set('min_years', yearsOf(e.target.value))} />}
          </FormField>
          <FormField label="Maximum years" error={errors.get('max_years')}>
            {(p) => <Input {...p} type="number" min={0} max={60} value={value.max_years ?? ''} onChange={(e) => set('max_years', yearsOf(e.target.value))} />}
          </FormField>
          <FormField label="Seniority">
            {(p) => (
              <NativeSelect {...p} value={value.seniority ?? ''} onChange={(e) => set('seniority', (e.target.value || null) as JobRequirementsInput['seniority'])}>
                <option value="">Any</option>
                {SENIORITIES.map((s) => (
                  <option key={s} value={s}>
                    {SENIORITY_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Minimum education">
            {(p) => (
              <NativeSelect {...p} value={value.education} onChange={(e) => set('education', e.target.value as JobRequirementsInput['education'])}>
                {EDUCATION_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {EDUCATION_LABELS[l]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Relevant titles" hint="Titles whose holders count as experienced for this job.">
            {(p) => <ChipInput id={p.id} describedBy={p['aria-describedby']} value={value.titles} onChange={(v) => set('titles', v)} maxItems={10} maxLength={100} itemLabel="title" />}
          </FormField>
          <FormField label="Languages">
            {(p) => <ChipInput id={p.id} value={value.languages} onChange={(v) => set('languages', v)} maxItems={10} maxLength={40} itemLabel="language" />}
          </FormField>
          <FormField label="Remote policy">
            {(p) => (
              <NativeSelect {...p} value={value.remote} onChange={(e) => set('remote', e.target.value as JobRequirementsInput['remote'])}>
                {(['onsite', 'hybrid', 'remote'] as const).map((r) => (
                  <option key={r} value={r}>
                    {REMOTE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Locations" hint="Ignored for remote jobs.">
            {(p) => <ChipInput id={p.id} describedBy={p['aria-describedby']} value={value.locations} onChange={(v) => set('locations', v)} maxItems={10} maxLength={100} itemLabel="location" />}
          </FormField>
          <FormField label="Keywords" hint="Other terms the resume should mention; they feed resume relevance." className="md:col-span-2">
            {(p) => <ChipInput id={p.id} describedBy={p['aria-describedby']} value={value.keywords} onChange={(v) => set('keywords', v)} maxItems={20} maxLength={60} itemLabel="keyword" />}
          </FormField>
        </div>
      </section>

      <section aria-labelledby="req-weights" className="grid gap-4">
        <h2 id="req-weights" className="text-lg font-semibold">
          How the score is shared
        </h2>
        <p className="text-sm text-muted-foreground">
          Each factor gets its share of 100 points ({total} in total now; shares are scaled to 100). A factor the job says nothing about is left out.
        </p>
        <div className="grid gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {MATCH_FACTORS.map((f) => (
            <FormField key={f} label={MATCH_FACTOR_LABELS[f]} error={errors.get(`weights.${f}`)}>
              {(p) => <Input {...p} type="number" min={0} max={100} value={value.weights[f]} onChange={(e) => set('weights', { ...value.weights, [f]: Number(e.target.value || 0) })} />}
            </FormField>
          ))}
        </div>
        {errors.get('weights') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.get('weights')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
