import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

const base = { min_length: 6, max_length: 128, require_lowercase: false, require_uppercase: false, require_number: false, require_symbol: false };

describe('passwordProblem', () => {
  it('applies the default minimum of 6', () => {
    expect(passwordProblem('abcde', base)).toMatch(/at least 6/);
    expect(passwordProblem('abcdef', base)).toBeNull();
  });

  it('applies the optional rules', () => {
    const strict = { ...base, require_lowercase: true, require_uppercase: true, require_number: true, require_symbol: true, max_length: 10 };
    expect(passwordProblem('ABCDEF1!', strict)).toMatch(/lowercase/);
    expect(passwordProblem('abcdef1!', strict)).toMatch(/uppercase/);
    expect(passwordProblem('Abcdefg!', strict)).toMatch(/number/);
    expect(passwordProblem('Abcdefg1', strict)).toMatch(/symbol/);
    expect(passwordProblem('Abcdefg1!xyz', strict)).toMatch(/at most 10/);
    expect(passwordProblem('Abcdef1!', strict)).toBeNull();
  });
});
