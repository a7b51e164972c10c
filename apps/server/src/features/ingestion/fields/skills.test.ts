import { describe, expect, it } from 'vitest';
import { SKILLS } from '../skills-vocabulary';
import { canonicalSkill, extractSkills } from './skills';

describe('extractSkills', () => {
  it('normalizes aliases to canonical names', () => {
    expect(extractSkills('JS, Postgres, psql, ReactJS, React.js, node, k8s')).toEqual(['JavaScript', 'PostgreSQL', 'React', 'Kubernetes']);
    expect(extractSkills('Backend in Node.js and Express.js')).toEqual(['Node.js', 'Express.js']);
  });

  it('handles C#, C++, .NET and ASP.NET without confusing them', () => {
    expect(extractSkills('Languages: C, C++, C#, .NET, ASP.NET, VB.NET')).toEqual(['C', 'C++', 'C#', '.NET', 'ASP.NET', 'VB.NET']);
  });

  it('matches whole words and phrases, longest first, case-insensitively except for ambiguous words', () => {
    expect(extractSkills('machine   learning and Machine Learning')).toEqual(['Machine Learning']);
    expect(extractSkills('Javascripts are not Java')).toEqual(['Java']);
    expect(extractSkills('I go to work and access the word')).toEqual([]);
    expect(extractSkills('Go, R and MS Word')).toEqual(['Go', 'R', 'Microsoft Word']);
    expect(extractSkills('Spring Boot and Spring')).toEqual(['Spring Boot', 'Spring']);
  });

  it('covers domains beyond engineering', () => {
    expect(extractSkills('Patient Care, GAAP, Lesson Planning, Legal Research, Supply Chain Management, Cold Calling, Figma')).toEqual([
      'Patient Care',
      'GAAP',
      'Lesson Planning',
      'Legal Research',
      'Supply Chain Management',
      'Cold Calling',
      'Figma',
    ]);
    expect(SKILLS.length).toBeGreaterThanOrEqual(400);
  });

  it('maps a label to its canonical name', () => {
    expect(canonicalSkill('  postgres ')).toBe('PostgreSQL');
    expect(canonicalSkill('Automation Scripting')).toBeNull();
  });
});
