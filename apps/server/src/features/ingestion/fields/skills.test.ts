import { describe, expect, it } from 'vitest';
import { SKILLS } from '../skills-vocabulary';
import { extractFields } from './extract-fields';
import { canonicalSkill, extractSkills, skillKind } from './skills';

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

describe('skills as the labeled resumes count them', () => {
  it('leaves ordinary words out when asked, keeping technologies named by one', () => {
    expect(extractSkills('Research and Training in Sales, with Go and Spring', { ordinaryWords: false })).toEqual(['Go', 'Spring']);
    expect(extractSkills('Research and Training in Sales', { ordinaryWords: true })).toEqual(['Research', 'Training', 'Sales']);
  });

  it('reads neither California nor "Less than 1 year" as a skill', () => {
    expect(extractSkills('San Jose, CA. Java (Less than 1 year), LESS and Sass')).toEqual(['Java', 'LESS', 'Sass']);
  });

  it('tells personal qualities and spoken languages from skills', () => {
    expect(skillKind('Leadership')).toBe('soft');
    expect(skillKind('French')).toBe('language');
    expect(skillKind('Python')).toBe('skill');
    expect(skillKind('Not In The Vocabulary')).toBe('skill');
  });
});

describe('a resume’s skills', () => {
  it('takes ordinary-word skills from its skills section only, and keeps soft skills and languages apart', () => {
    const parsed = extractFields('Jane Doe\n\nSUMMARY\nResearch assistant in Sales, fluent in French.\n\nSKILLS\nPython, Research, Leadership, Communication\n', { model: null });
    expect(parsed.skills).toEqual(['Python', 'Research']);
    expect(parsed.softSkills).toEqual(['Leadership', 'Communication']);
  });
});
