import { describe, expect, it } from 'vitest';
import { NAUKRI, type PortalDef } from './definitions';
import { portalFeedXml } from './feed';
import { mapJob, missingFields, type MappableJob } from './mapping';

const job: MappableJob = {
  id: 'job-1',
  title: 'Data Engineer',
  description: '<p>Pipelines</p><script>x()</script>',
  location: 'Pune, India',
  workplace: 'hybrid',
  employmentType: 'contract',
  openings: 2,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'INR',
  experienceMin: 3,
  experienceMax: 6,
  requiredSkills: ['Spark', 'SQL'],
  niceToHaveSkills: ['SQL', 'Airflow'],
  department: 'Data',
};
const ctx = { orgName: 'Acme', values: { functional_area: 'Data Science & Analytics' }, defaults: { industry: 'Internet', functional_area: 'Other' }, careersUrl: null, publishedAt: new Date('2026-11-30T10:00:00Z') };

describe('portal field mapping', () => {
  it('reads each field from the job, the organization and the job’s values over the defaults', () => {
    expect(mapJob(NAUKRI, job, ctx)).toMatchObject({
      reference: 'job-1',
      description: '<p>Pipelines</p>',
      city: 'Pune',
      country: 'IN',
      workplace: 'Hybrid',
      employment_type: 'Contract',
      skills: 'Spark, SQL, Airflow',
      salary_currency: '',
      industry: 'Internet',
      functional_area: 'Data Science & Analytics',
      company: 'Acme',
      openings: '2',
      posted: '2026-11-30',
    });
    expect(missingFields(NAUKRI, mapJob(NAUKRI, job, ctx))).toEqual([]);
  });

  it('names each missing required field, a value outside a choice list and a range running backwards', () => {
    const values = mapJob(NAUKRI, { ...job, location: null, requiredSkills: [], niceToHaveSkills: [], experienceMin: 9 }, { ...ctx, defaults: {}, values: { industry: 'Knitting' } });
    expect(missingFields(NAUKRI, values).map((m) => m.key)).toEqual(['city', 'industry', 'functional_area', 'skills', 'experience_max']);
  });

  it('makes a second portal a data entry: its own elements, required fields and root', () => {
    const other: PortalDef = {
      ...NAUKRI,
      id: 'naukri',
      name: 'Example Board',
      feed: { root: 'positions', item: 'position', fields: [{ key: 'name', element: 'name', label: 'Name', required: true, from: 'job.title' }, { key: 'area', element: 'area', label: 'Area', required: true, from: 'portal.area' }] },
    };
    const values = mapJob(other, job, { ...ctx, values: {} });
    expect(missingFields(other, values)).toEqual([{ key: 'area', label: 'Area is required by Example Board' }]);
    const xml = portalFeedXml(other, { employerId: 'E"1', publisher: 'A&B', updatedAt: new Date(0) }, [mapJob(other, job, { ...ctx, values: { area: 'x' } })]);
    expect(xml).toContain('<positions portal="naukri" employer="E&#34;1">');
    expect(xml).toContain('<position>\n    <name><![CDATA[Data Engineer]]></name>\n    <area><![CDATA[x]]></area>\n  </position>');
  });
});
