import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';

const NOW = new Date(Date.UTC(2020, 0, 1));
const fields = (text: string) => extractFields(text, { now: NOW });

describe('names', () => {
  it('keeps apostrophes and reads a "Name:" label below other headings', () => {
    expect(fields("Ali D'Amore\nFunctional Consultant\n").name).toEqual({ first: 'Ali', last: "D'Amore" });
    expect(fields('Curriculum Vitae\nPersonal Details\nName: Demarcus Eleni Ledner\nNationality: Palestinian').name).toEqual({ first: 'Demarcus', last: 'Ledner' });
  });

  it('takes the name a first line starts with, and never a place or a phrase', () => {
    expect(fields('Ivan Keeling 87 Some Example Street\nKansas City, MO 52364').name).toEqual({ first: 'Ivan', last: 'Keeling' });
    expect(fields('Mei Ruthanne Schuppe, Telangana - Email me on Indeed: a@b.org').name).toEqual({ first: 'Mei', last: 'Schuppe' });
    expect(fields('Job Seeker\nSocial Media\nHuntington Beach').name).toBeNull();
    // A line that starts with an organisation's name does not start with a person's.
    expect(fields('Master of Science in Special Education\nMay 2006  Johns\nHopkins University, Baltimore, Maryland').name).toBeNull();
    expect(fields('Johns Hopkins University, Baltimore\nMaster of Science').name).toBeNull();
  });

  it('reads accented names and keeps particles with the surname', () => {
    expect(fields('Tomás García\nData Analyst\n').name).toEqual({ first: 'Tomás', last: 'García' });
    expect(fields('Zoë Ødegård\nEngineer\n').name).toEqual({ first: 'Zoë', last: 'Ødegård' });
    expect(fields('Pieter van der Berg\nAccountant\n').name).toEqual({ first: 'Pieter', last: 'van der Berg' });
    expect(fields('Ana Luísa dos Santos\nNurse\n').name).toEqual({ first: 'Ana', last: 'dos Santos' });
  });
});

describe('locations', () => {
  it('does not take the name of an Indeed header without a place', () => {
    const parsed = fields('Christin Tania Harvey - Email me on Indeed: c@pg.io\n\nWORK EXPERIENCE\n\nApp developer\n\nMicrosoft - Hyderabad, Telangana\n\nAugust 2016 to Present');
    expect(parsed.location).toBe('Hyderabad, Telangana');
  });

  it('falls back to where the first entries were, but not to "…, MS" (Microsoft)', () => {
    expect(fields('Hank Halvorson\n\nWORK EXPERIENCE\n\nDirector\nOracle - Sacramento, CA\n2010 to Present').location).toBe('Sacramento, CA');
    expect(fields('Jo Bloggs\n\nSKILLS\nAdobe Dreamweaver, MS Office').location).toBeNull();
  });
});

describe('education and employers', () => {
  it('leaves secondary schooling out of degrees and colleges', () => {
    const parsed = fields('Asha Rao\n\nEDUCATION\n\nB.Tech in Computer Science\nVellore Institute of Technology\n2016\n\nSSC\nPragathi High School\n2010');
    expect(parsed.education.map((e) => e.degree)).toEqual(['B.Tech in Computer Science']);
    expect(parsed.education.map((e) => e.institution)).toEqual(['Vellore Institute of Technology']);
  });

  it('adds employers named in entry text and in the headline', () => {
    const parsed = fields(
      'Willard Bergnaum\nSoftware Development Director - Oracle Inc\n\nWORK EXPERIENCE\n\nAssociate Engineer\n\nAcme - Pune\n\nMay 2015 to Present\n\n• Placed at Trigent Software Pvt Ltd for a client.',
    );
    const companies = parsed.experience.map((e) => e.company);
    expect(companies).toEqual(expect.arrayContaining(['Acme', 'Oracle Inc', 'Trigent Software Pvt Ltd']));
  });
});
