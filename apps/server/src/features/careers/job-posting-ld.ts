/** The schema.org JobPosting of a job page (Google's required and recommended properties). */
import type { CareerPageRow } from './career-page.service';
import { EMPLOYMENT_LD, placeOf, salaryOf, validThrough } from './job-facts';
import { countryName } from './place';
import type { LiveJob } from './site.repo';

export function jobPostingLd({ job, page, orgName, siteUrl, jobUrl, description }: { job: LiveJob; page: CareerPageRow; orgName: string; siteUrl: string; jobUrl: string; description: string }) {
  const place = placeOf(job.location);
  const salary = salaryOf(job);
  const address = {
    '@type': 'PostalAddress',
    ...(place.city ? { addressLocality: place.city } : {}),
    ...(place.state ? { addressRegion: place.state } : {}),
    ...(place.country ? { addressCountry: place.country } : {}),
  };
  // A remote job names the countries its applicants may live in (Google asks for at least one); one
  // that names none says nothing rather than something wrong.
  const countries = place.countries.map((code) => ({ '@type': 'Country', name: countryName(code) }));
  const where =
    job.workplace === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', ...(countries.length ? { applicantLocationRequirements: countries.length === 1 ? countries[0] : countries } : {}) }
      : { jobLocation: { '@type': 'Place', address } };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: description || `<p>${job.title}</p>`,
    datePosted: (job.publishedAt ?? job.postingUpdatedAt).toISOString(),
    validThrough: validThrough(),
    employmentType: EMPLOYMENT_LD[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: orgName,
      sameAs: page.links[0]?.url ?? siteUrl,
      ...(page.logoUrl ? { logo: page.logoUrl } : {}),
    },
    ...where,
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: { '@type': 'QuantitativeValue', ...(salary.min != null ? { minValue: salary.min } : {}), ...(salary.max != null ? { maxValue: salary.max } : {}), unitText: salary.unit },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: orgName, value: job.id },
    directApply: true,
    url: jobUrl,
  };
}
