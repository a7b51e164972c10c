/** Numbers in bodies are JSON numbers only; blanks leave optional fields empty; query strings take plain numerals. */
import { describe, expect, it } from 'vitest';
import { candidateInputSchema, candidatePatchSchema } from './candidates';
import { jobInputSchema, jobPatchSchema } from './jobs';
import { candidateSearchQuerySchema } from './search';
import { listQuerySchema } from './common';

const issuePath = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues[0]?.path.join('.');

describe('numbers in JSON bodies', () => {
  const refused: [string, unknown][] = [
    ['empty array', []],
    ['true', true],
    ['false', false],
    ['numeric string', '7'],
    ['array of a numeric string', ['7']],
    ['object', {}],
  ];
  const targets = [
    ['job create', (v: unknown, f: string) => jobInputSchema.safeParse({ title: 'Engineer', [f]: v }), ['openings', 'salary_min', 'experience_max']],
    ['job update', (v: unknown, f: string) => jobPatchSchema.safeParse({ [f]: v }), ['openings', 'salary_max', 'experience_min']],
    ['candidate create', (v: unknown, f: string) => candidateInputSchema.safeParse({ first_name: 'Ann', [f]: v }), ['years_experience']],
    ['candidate update', (v: unknown, f: string) => candidatePatchSchema.safeParse({ [f]: v }), ['years_experience']],
  ] as const;

  it.each(targets)('%s refuses arrays, booleans, strings and objects, naming the field', (_, parse, fields) => {
    for (const field of fields) {
      for (const [label, value] of refused) {
        const r = parse(value, field);
        expect(r.success, `${field} = ${label}`).toBe(false);
        expect(issuePath(r), `${field} = ${label}`).toBe(field);
      }
    }
  });

  it('reads "" and null as empty on optional fields, and keeps real numbers', () => {
    expect(jobInputSchema.parse({ title: 'Engineer', salary_min: '', experience_min: null, openings: 7 })).toMatchObject({ salary_min: null, experience_min: null, openings: 7 });
    expect(jobPatchSchema.parse({ salary_max: '' })).toMatchObject({ salary_max: null });
    expect(candidateInputSchema.parse({ first_name: 'Ann', years_experience: '' }).years_experience).toBeNull();
    expect(candidatePatchSchema.parse({ years_experience: 4.5 }).years_experience).toBe(4.5);
    // A required number has no empty value: a blank is refused, not read as 0.
    expect(issuePath(jobInputSchema.safeParse({ title: 'Engineer', openings: '' }))).toBe('openings');
    expect(jobInputSchema.parse({ title: 'Engineer' }).openings).toBe(1);
  });
});

describe('numbers in query strings', () => {
  const list = listQuerySchema(['created_at'], 'created_at');

  it('take plain numerals; blanks are absent; hex, exponents and words are refused', () => {
    expect(list.parse({ page: '3', page_size: '' })).toMatchObject({ page: 3, page_size: 25 });
    expect(list.parse({})).toMatchObject({ page: 1 });
    for (const bad of ['0x10', '1e2', 'abc', ' ', 'Infinity', '2.5']) {
      expect(issuePath(list.safeParse({ page: bad })), bad).toBe('page');
    }
    expect(candidateSearchQuerySchema.parse({ min_years: '', max_years: '4.5' })).toMatchObject({ min_years: undefined, max_years: 4.5 });
    expect(issuePath(candidateSearchQuerySchema.safeParse({ min_years: 'true' }))).toBe('min_years');
  });
});
