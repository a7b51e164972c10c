import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { cleanValue, withNamesOfLegalForms } from './tagged-entries';
import { isSchoolLevel } from './education';

const NOW = new Date(Date.UTC(2020, 0, 1));

/** Entries without the span each value came from (tested in tagger.test.ts). */
const plain = <E extends { sources?: unknown }>(entries: E[]) => entries.map(({ sources: _sources, ...entry }) => entry);

const INDEED = `Meda Cronin
Associate Software Engineer

Bengaluru, Karnataka - Email me on Indeed: eKertzmann@hotmail.com

Mobile: 98450 12345

WORK EXPERIENCE

Associate Software Engineer

Oracle India Pvt Ltd -  Bengaluru, Karnataka -

September 2017 to Present

• Automation through python and batch scripting.

Software Developer

Trigent Software Pvt Ltd -  Pune, Maharashtra -

June 2015 to December 2017

https://www.indeed.com/r/meda-cronin

EDUCATION

B.E. in Electronics

North Maharashtra University -  Jalgaon, Maharashtra

2015

SKILLS

C++ (Less than 1 year), Python, k8s, Postgres

LINKS

http://www.linkedin.com/in/meda-cronin`;

describe('extractFields', () => {
  it('reads an Indeed-style resume', () => {
    const parsed = extractFields(INDEED, { now: NOW });
    expect(parsed.name).toEqual({ first: 'Meda', last: 'Cronin' });
    expect(parsed.emails).toEqual(['ekertzmann@hotmail.com']);
    expect(parsed.phones).toEqual(['+919845012345']);
    expect(parsed.location).toBe('Bengaluru, Karnataka');
    expect(parsed.links).toEqual({ linkedin: 'https://www.linkedin.com/in/meda-cronin', github: null, portfolio: [] });
    expect(parsed.skills).toEqual(expect.arrayContaining(['Python', 'C++', 'Kubernetes', 'PostgreSQL']));
    expect(plain(parsed.experience)).toEqual([
      { title: 'Associate Software Engineer', company: 'Oracle India Pvt Ltd', start: '2017-09', end: 'present' },
      { title: 'Software Developer', company: 'Trigent Software Pvt Ltd', start: '2015-06', end: '2017-12' },
    ]);
    expect(plain(parsed.education)).toEqual([{ degree: 'B.E. in Electronics', institution: 'North Maharashtra University', year: 2015 }]);
    // June 2015 → January 2020 with the overlap counted once: 4 years 7 months.
    expect(parsed.totalYearsExperience).toBe(4.6);
    expect(parsed.currentTitle).toBe('Associate Software Engineer');
    expect(parsed.currentCompany).toBe('Oracle India Pvt Ltd');
  });

  it('reads a flattened template whose line breaks became double spaces', () => {
    const text =
      'Advertiser Resume Template  Shayne White  Justin Street  London  Phone: 77-332-55  s.white@example.net  Objective  Seeking a position.  Career Experience/Job History  2004-2007  Fleet Advertising Ltd.  Advertiser  Created ads.  Education  2003-2004  Diploma in Ad Making Technique, Ad School';
    const parsed = extractFields(text, { now: NOW });
    expect(parsed.name).toEqual({ first: 'Shayne', last: 'White' });
    expect(parsed.location).toBe('London');
    expect(plain(parsed.experience)).toEqual([{ title: 'Advertiser', company: 'Fleet Advertising Ltd.', start: '2004-01', end: '2007-01' }]);
    expect(plain(parsed.education)).toEqual([{ degree: 'Diploma in Ad Making Technique', institution: 'Ad School', year: 2004 }]);
  });

  it('falls back to a stated number of years, and copes with empty text', () => {
    expect(extractFields('Over 3.5 years of experience in DevOps.', { now: NOW }).totalYearsExperience).toBe(3.5);
    const empty = extractFields('', { now: NOW });
    expect(empty).toMatchObject({ name: null, emails: [], phones: [], location: null, skills: [], experience: [], education: [], totalYearsExperience: null });
  });

  it('is fast enough for a long resume', () => {
    const long = INDEED.repeat(20);
    const started = performance.now();
    extractFields(long, { now: NOW });
    // Generous: the budget is < 5 ms for a normal resume; this guards against a regex blow-up.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('cleanValue', () => {
  it('drops a joining word, separator or unmatched bracket a tagged value ends or starts on', () => {
    expect(cleanValue('B.E. in')).toBe('B.E.');
    expect(cleanValue('Masters of  ')).toBe('Masters');
    expect(cleanValue('Web Design (')).toBe('Web Design');
    expect(cleanValue('CERCS)')).toBe('CERCS');
    expect(cleanValue('- Oracle India Pvt Ltd -')).toBe('Oracle India Pvt Ltd');
    expect(cleanValue('Certified ScrumMaster (CSM)')).toBe('Certified ScrumMaster (CSM)');
    expect(cleanValue('Bachelor of\nScience')).toBe('Bachelor of Science');
    expect(cleanValue('in')).toBeNull();
  });
});

describe('isSchoolLevel', () => {
  it('leaves out secondary schools, not the schools of a university', () => {
    const institution = (name: string) => isSchoolLevel({ degree: null, institution: name, year: null });
    expect(institution('Sparta High School')).toBe(true);
    expect(institution('St. Francis of Assisi School')).toBe(true);
    expect(institution('Columbia Law School')).toBe(false);
    expect(institution('THE WHARTON SCHOOL')).toBe(false);
    expect(institution('WITS Business School')).toBe(false);
    expect(institution('Harvard Medical School')).toBe(false);
  });
});

describe('withNamesOfLegalForms', () => {
  it('gives a company tagged as its legal form alone the name written before it', () => {
    const text = 'EXPERIENCE\nOwner  Construction Quality Solutions, LLC  2001 to 2007';
    const at = text.indexOf('LLC');
    const [span] = withNamesOfLegalForms(text, [{ type: 'company', text: 'LLC', start: at, end: at + 3, confidence: 0.7 }]);
    expect(span!.text).toBe('Construction Quality Solutions, LLC');
    expect(text.slice(span!.start, span!.end)).toBe(span!.text);
    const named = { type: 'company' as const, text: 'Acme Corp', start: 0, end: 9, confidence: 0.9 };
    expect(withNamesOfLegalForms('Acme Corp, Pune', [named])).toEqual([named]);
  });
});
