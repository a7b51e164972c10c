import { describe, expect, it } from 'vitest';
import { toFilters } from './export-page';
import { mappingProblem } from './mapping-table';

describe('import mapping', () => {
  it('needs a name column and each single field once', () => {
    expect(mappingProblem({ Email: 'email', Notes: null })).toMatch(/First name or Full name/);
    expect(mappingProblem({ Name: 'full_name', Mail: 'email', Mail2: 'email' })).toMatch(/Only one column can be imported as Email/);
    expect(mappingProblem({ First: 'first_name', Skills: 'skills', More: 'skills' })).toBeNull();
  });
});

describe('export filters', () => {
  it('leaves out empty inputs and splits skills', () => {
    expect(toFilters({ q: ' ', location: '', skills: '', source: '', tag_id: '', job_id: '', within: '' })).toEqual({});
    expect(toFilters({ q: 'data', location: 'Berlin', skills: 'Go, SQL;', source: '', tag_id: 't1', job_id: 'j1', within: '30' })).toEqual({
      q: 'data',
      location: 'Berlin',
      skills: ['Go', 'SQL'],
      tag_ids: ['t1'],
      job_id: 'j1',
      updated_within_days: 30,
    });
  });
});
