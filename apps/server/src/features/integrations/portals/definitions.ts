/**
 * The job portals, as data: each portal's feed (its root element and every field with where its value
 * comes from and whether the portal requires it), the headers of its applicant export, and the shape of
 * the application emails it sends. A second portal is one more entry here; the feed, the validation,
 * the import and the mail intake read only these.
 */
import type { ImportField, PortalId } from '@hirebase/shared';

/** Where a feed field's value is read (mapping.ts reads each); `portal.<key>` is the job's value for the portal, or the organization's default. */
export type FieldSource =
  | 'job.reference'
  | 'job.title'
  | 'job.description'
  | 'job.city'
  | 'job.state'
  | 'job.country'
  | 'job.workplace'
  | 'job.employment_type'
  | 'job.experience_min'
  | 'job.experience_max'
  | 'job.salary_min'
  | 'job.salary_max'
  | 'job.salary_currency'
  | 'job.skills'
  | 'job.openings'
  | 'job.department'
  | 'job.careers_url'
  | 'job.published_at'
  | 'org.name'
  | `portal.${string}`;

export type PortalField = { key: string; element: string; label: string; required: boolean; from: FieldSource; choices?: string[] };

/** Labels the application email writes before each value ("Mobile: …"), lower case. */
export type MailLabels = { name: string[]; email: string[]; phone: string[]; job_ref: string[]; job_title: string[]; location: string[]; experience: string[] };

export type PortalDef = {
  id: PortalId;
  name: string;
  /** The application source the portal's applicants carry, and the candidate source shown. */
  source: string;
  candidateSource: string;
  feed: { root: string; item: string; fields: PortalField[] };
  /** Export header (normalized: lower case, letters and digits only) → candidate field, or `job` for the job column. */
  exportHeaders: Record<string, ImportField | 'job'>;
  mail: { senderDomains: string[]; subject: RegExp; labels: MailLabels };
};

const NAUKRI_INDUSTRIES = ['IT Services & Consulting', 'Software Product', 'Internet', 'Banking', 'Financial Services', 'Insurance', 'Recruitment / Staffing', 'Education / Training', 'Healthcare', 'Pharmaceutical & Life Sciences', 'Manufacturing', 'Retail', 'Telecom / ISP', 'Other'];
const NAUKRI_FUNCTIONAL_AREAS = ['Engineering - Software & QA', 'Data Science & Analytics', 'IT & Information Security', 'Product Management', 'UX, Design & Architecture', 'Sales & Business Development', 'Marketing & Communication', 'Finance & Accounting', 'Human Resources', 'Customer Success, Service & Operations', 'Other'];

export const NAUKRI: PortalDef = {
  id: 'naukri',
  name: 'Naukri',
  source: 'naukri',
  candidateSource: 'Naukri',
  feed: {
    root: 'jobs',
    item: 'job',
    fields: [
      { key: 'reference', element: 'referencenumber', label: 'Reference number', required: true, from: 'job.reference' },
      { key: 'title', element: 'title', label: 'Job title', required: true, from: 'job.title' },
      { key: 'company', element: 'company', label: 'Company', required: true, from: 'org.name' },
      { key: 'description', element: 'description', label: 'Job description', required: true, from: 'job.description' },
      { key: 'city', element: 'location', label: 'Location (city)', required: true, from: 'job.city' },
      { key: 'state', element: 'state', label: 'State', required: false, from: 'job.state' },
      { key: 'country', element: 'country', label: 'Country', required: false, from: 'job.country' },
      { key: 'workplace', element: 'workmode', label: 'Work mode', required: false, from: 'job.workplace' },
      { key: 'employment_type', element: 'jobtype', label: 'Employment type', required: true, from: 'job.employment_type' },
      { key: 'experience_min', element: 'minexperience', label: 'Minimum experience (years)', required: true, from: 'job.experience_min' },
      { key: 'experience_max', element: 'maxexperience', label: 'Maximum experience (years)', required: true, from: 'job.experience_max' },
      { key: 'salary_min', element: 'minsalary', label: 'Minimum salary', required: false, from: 'job.salary_min' },
      { key: 'salary_max', element: 'maxsalary', label: 'Maximum salary', required: false, from: 'job.salary_max' },
      { key: 'salary_currency', element: 'currency', label: 'Salary currency', required: false, from: 'job.salary_currency' },
      { key: 'industry', element: 'industry', label: 'Industry', required: true, from: 'portal.industry', choices: NAUKRI_INDUSTRIES },
      { key: 'functional_area', element: 'functionalarea', label: 'Functional area', required: true, from: 'portal.functional_area', choices: NAUKRI_FUNCTIONAL_AREAS },
      { key: 'role_category', element: 'rolecategory', label: 'Role category', required: false, from: 'portal.role_category' },
      { key: 'skills', element: 'keyskills', label: 'Key skills', required: true, from: 'job.skills' },
      { key: 'openings', element: 'vacancies', label: 'Vacancies', required: false, from: 'job.openings' },
      { key: 'apply_url', element: 'applyurl', label: 'Apply address', required: false, from: 'job.careers_url' },
      { key: 'posted', element: 'postingdate', label: 'Posting date', required: false, from: 'job.published_at' },
    ],
  },
  exportHeaders: {
    name: 'full_name',
    candidatename: 'full_name',
    emailid: 'email',
    email: 'email',
    phoneno: 'phone',
    mobileno: 'phone',
    mobilenumber: 'phone',
    contactnumber: 'phone',
    currentlocation: 'location',
    totalexperience: 'years_experience',
    currentcompanyname: 'current_company',
    currentemployer: 'current_company',
    currentdesignation: 'current_title',
    keyskills: 'skills',
    jobtitle: 'job',
    jobcode: 'job',
    referencenumber: 'job',
    requirementname: 'job',
  },
  mail: {
    senderDomains: ['naukri.com'],
    subject: /\b(has applied|applied (for|to)|new application|application for)\b/i,
    labels: {
      name: ['name', 'candidate name', 'applicant name'],
      email: ['email', 'email id', 'e-mail'],
      phone: ['mobile', 'mobile no', 'phone', 'phone no', 'contact number'],
      job_ref: ['reference number', 'job code', 'job reference', 'ref no'],
      job_title: ['job title', 'applied for', 'job'],
      location: ['current location', 'location'],
      experience: ['total experience', 'experience'],
    },
  },
};

export const PORTALS: PortalDef[] = [NAUKRI];

export function portalDef(id: string): PortalDef | null {
  return PORTALS.find((p) => p.id === id) ?? null;
}
