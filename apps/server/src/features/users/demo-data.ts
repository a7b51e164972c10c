/**
 * Realistic demo data for the demo organization: clients, jobs across them, hundreds of candidates
 * spread over the stages with their history, notes, tags and activity, interviews with scorecards,
 * email templates and sent mail (demo-activity.ts), and parsed resume files (demo-resumes.ts).
 * Deterministic (seeded PRNG; dates count from now), written in one transaction straight to the
 * tables, with the same shapes the services write.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StageKind } from '@hirebase/shared';
import type { Db } from '../../db/client';
import {
  activityLog,
  applications,
  applicationStageHistory,
  candidateDuplicates,
  candidateIdentities,
  candidates,
  emails,
  emailTemplates,
  interviewInterviewers,
  interviews,
  clientContacts,
  clients,
  entityTags,
  jobHiringTeam,
  jobs,
  jobStages,
  notes,
  operationItems,
  operations,
  outboxMessages,
  pipelineStages,
  pipelines,
  rejectionReasons,
  resumes,
  savedSearches,
  scorecards,
  tags,
  users,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Storage } from '../../providers/storage';
import { seedDemoAssessments } from '../assessments/demo-assessments';
import { seedDemoCareers } from '../careers/demo-careers';
import { seedDemoCustomFields } from '../custom-fields/demo-fields';
import { demoActivity, type DemoApplication } from './demo-activity';
import { demoResumes } from './demo-resumes';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], n: number): T[] => [...list].sort(() => next() - 0.5).slice(0, n);
  return { next, int, pick, some };
}

const FIRST = ['Aarav', 'Abigail', 'Adebayo', 'Aiko', 'Alejandro', 'Amara', 'Ananya', 'Andrei', 'Beatriz', 'Carlos', 'Chen', 'Chloe', 'Daniel', 'Deepika', 'Diego', 'Elena', 'Emeka', 'Emma', 'Farah', 'Fatima', 'Gabriel', 'Grace', 'Hana', 'Hassan', 'Ines', 'Isaac', 'Ivan', 'Jamal', 'Jia', 'Jonas', 'Julia', 'Kavya', 'Kenji', 'Khalid', 'Laila', 'Leo', 'Lucia', 'Mads', 'Maria', 'Mateo', 'Mei', 'Mohammed', 'Nadia', 'Naveen', 'Nia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Rahul', 'Rosa', 'Sakura', 'Samuel', 'Sana', 'Sofia', 'Tariq', 'Thabo', 'Tomás', 'Uma', 'Valentina', 'Wei', 'Yara', 'Yusuf', 'Zanele', 'Zoe'];
const LAST = ['Abebe', 'Adeyemi', 'Alvarez', 'Andersen', 'Banerjee', 'Becker', 'Bianchi', 'Chowdhury', 'Costa', 'Dubois', 'Eriksson', 'Fernandes', 'Fischer', 'García', 'Gupta', 'Haddad', 'Hansen', 'Hernández', 'Ito', 'Iyer', 'Jansen', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Li', 'Lopez', 'Mahlangu', 'Martin', 'Mensah', 'Moreau', 'Müller', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Oliveira', 'Patel', 'Petrov', 'Quispe', 'Rahman', 'Reddy', 'Rossi', 'Santos', 'Schmidt', 'Shah', 'Silva', 'Singh', 'Sousa', 'Tanaka', 'Torres', 'Van der Berg', 'Wang', 'Williams', 'Yamamoto', 'Zhang'];
const LOCATIONS = ['Bengaluru, India', 'Berlin, Germany', 'Toronto, Canada', 'London, United Kingdom', 'Austin, TX', 'San Francisco, CA', 'New York, NY', 'Lisbon, Portugal', 'Singapore', 'Nairobi, Kenya', 'São Paulo, Brazil', 'Amsterdam, Netherlands', 'Pune, India', 'Sydney, Australia', 'Dublin, Ireland'];
const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Vandelay Imports', 'Soylent Systems', 'Tyrell Labs', 'Cyberdyne', 'Wonka Foods', 'Oscorp', 'Massive Dynamic'];
const SOURCES = ['LinkedIn', 'Referral', 'Careers page', 'Job board', 'Agency', 'Event', 'Sourced'];

/**
 * A family of jobs and people: candidates' skills are the vocabulary's names (what parsing stores);
 * each family's jobs share one description whose sections the refine rules read, and the skills its
 * fields list.
 */
type Family = { titles: string[]; skills: string[]; required: string[]; nice: string[]; description: string };
const FAMILIES: Record<string, Family> = {
  engineering: {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Backend Engineer', 'Frontend Engineer', 'Full Stack Developer', 'DevOps Engineer', 'QA Engineer', 'Mobile Developer'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Java', 'Go', 'PostgreSQL', 'AWS', 'Docker', 'Kubernetes', 'GraphQL', 'CI/CD', 'Swift', 'Kotlin', 'Selenium'],
    required: ['TypeScript', 'Node.js', 'PostgreSQL'],
    nice: ['AWS', 'Kubernetes'],
    description:
      '<p>Our product teams ship to customers every week, and engineers own their work from design to production.</p><h3>Responsibilities</h3><ul><li>Design, build and run services and interfaces used by thousands of people a day</li><li>Review code, write tests and keep the delivery pipeline fast</li></ul><h3>Requirements</h3><ul><li>Strong TypeScript and Node.js, with React on the front end</li><li>Solid PostgreSQL: schema design, indexes, reading a query plan</li><li>Docker and CI/CD as everyday tools</li><li>Bachelor’s degree in computer science or equivalent experience</li></ul><h3>Nice to have</h3><ul><li>AWS or Kubernetes in production</li><li>GraphQL</li><li>Java or Go</li></ul>',
  },
  data: {
    titles: ['Data Analyst', 'Data Scientist', 'Data Engineer', 'BI Developer'],
    skills: ['SQL', 'Python', 'Tableau', 'Power BI', 'Spark', 'Data Modeling', 'ETL', 'Machine Learning', 'Statistics', 'Airflow', 'Microsoft Excel'],
    required: ['SQL', 'Python', 'Tableau'],
    nice: ['Spark', 'Airflow'],
    description:
      '<p>We turn operational data into decisions: dashboards leaders trust, and forecasts and models that run in production.</p><h3>Responsibilities</h3><ul><li>Build and own reliable pipelines and data models</li><li>Answer business questions with clear analysis</li></ul><h3>Requirements</h3><ul><li>Strong SQL and Python</li><li>Data modeling and ETL on a cloud warehouse</li><li>Dashboards in Tableau or Power BI</li><li>Solid statistics</li></ul><h3>Nice to have</h3><ul><li>Spark or Airflow</li><li>Machine learning in production</li></ul>',
  },
  design: {
    titles: ['Product Designer', 'UX Researcher', 'UI Designer'],
    skills: ['Figma', 'Prototyping', 'Wireframing', 'UX Design', 'UI Design', 'Sketch', 'Adobe Illustrator', 'Adobe Photoshop'],
    required: ['Figma', 'UX Design', 'Prototyping'],
    nice: ['Sketch', 'Adobe Illustrator'],
    description:
      '<p>Designers work in small product squads and own problems from research to the shipped interface.</p><h3>Responsibilities</h3><ul><li>Run discovery with customers and turn it into flows that engineers can build</li><li>Keep the design system consistent across the product</li></ul><h3>Requirements</h3><ul><li>A portfolio of UX design and UI design for shipped products</li><li>Expert in Figma, including prototyping</li><li>Wireframing of complex workflows</li></ul><h3>Nice to have</h3><ul><li>Sketch or Adobe Illustrator</li><li>Experience designing business software</li></ul>',
  },
  sales: {
    titles: ['Account Executive', 'Sales Development Representative', 'Customer Success Manager', 'Account Manager'],
    skills: ['Salesforce', 'HubSpot', 'Negotiation', 'B2B Sales', 'Account Management', 'Lead Generation', 'Cold Calling', 'Customer Relationship Management'],
    required: ['B2B Sales', 'Salesforce', 'Negotiation'],
    nice: ['HubSpot', 'Lead Generation'],
    description:
      '<p>Our commercial team sells to mid-market and enterprise customers and keeps them for years.</p><h3>Responsibilities</h3><ul><li>Own a territory or a book of accounts from the first call to renewal</li><li>Keep the pipeline accurate and your numbers honest</li></ul><h3>Requirements</h3><ul><li>A record in B2B sales with quota attainment you can show</li><li>Strong negotiation and account management</li><li>Daily use of Salesforce</li></ul><h3>Nice to have</h3><ul><li>HubSpot</li><li>Lead generation and cold calling into a new market</li></ul>',
  },
  healthcare: {
    titles: ['Registered Nurse', 'Clinical Research Associate', 'Medical Coder', 'Pharmacist'],
    skills: ['Nursing', 'Patient Care', 'EMR', 'Epic Systems', 'Vital Signs', 'Medication Administration', 'HIPAA', 'ICD-10', 'Medical Coding', 'Clinical Research', 'Pharmacology'],
    required: ['Patient Care', 'EMR', 'HIPAA'],
    nice: ['ICD-10', 'Clinical Research'],
    description:
      '<p>Our clinical teams care for patients across three sites and run studies with academic partners.</p><h3>Responsibilities</h3><ul><li>Deliver safe, well-documented work within the team’s protocols</li><li>Work with physicians, pharmacists and coders on accurate records</li></ul><h3>Requirements</h3><ul><li>A current licence or certification for the role</li><li>Hands-on patient care, vital signs and medication administration</li><li>Charting in an EMR such as Epic</li><li>HIPAA and patient privacy in daily work</li></ul><h3>Nice to have</h3><ul><li>ICD-10 and medical coding</li><li>Clinical research under Good Clinical Practice (GCP)</li></ul>',
  },
  finance: {
    titles: ['Financial Analyst', 'Accountant', 'Controller', 'FP&A Manager'],
    skills: ['Microsoft Excel', 'Financial Modeling', 'Financial Reporting', 'IFRS', 'GAAP', 'SAP', 'Forecasting', 'Budgeting', 'Reconciliation'],
    required: ['Microsoft Excel', 'Financial Modeling', 'Financial Reporting'],
    nice: ['SAP', 'Reconciliation'],
    description:
      '<p>The finance team closes the books on time and gives the business numbers it can plan on.</p><h3>Responsibilities</h3><ul><li>Own parts of the month-end close and management reporting</li><li>Build the annual plan with business partners</li></ul><h3>Requirements</h3><ul><li>Advanced Excel and financial modeling</li><li>Financial reporting under IFRS or US GAAP</li><li>Budgeting and forecasting for a business with several entities</li><li>Bachelor’s degree in a numerate subject</li></ul><h3>Nice to have</h3><ul><li>SAP</li><li>Reconciliation and close automation</li></ul>',
  },
  operations: {
    titles: ['Supply Chain Analyst', 'Operations Manager', 'Logistics Coordinator', 'HR Generalist'],
    skills: ['Supply Chain Management', 'Logistics', 'Inventory Management', 'Operations Management', 'SAP', 'ERP', 'Lean', 'Six Sigma', 'Procurement', 'Vendor Management', 'Recruitment', 'Payroll'],
    required: ['Supply Chain Management', 'Inventory Management', 'Lean'],
    nice: ['Procurement', 'Payroll'],
    description:
      '<p>Operations keeps goods moving and people paid across our warehouses and offices.</p><h3>Responsibilities</h3><ul><li>Run daily operations against clear service levels</li><li>Lead improvement projects with the teams on the floor</li></ul><h3>Requirements</h3><ul><li>Supply chain management or logistics in a business with several sites</li><li>Inventory management in SAP or another ERP</li><li>Lean or Six Sigma applied to real processes</li></ul><h3>Nice to have</h3><ul><li>Procurement and vendor management</li><li>Payroll or recruitment for hourly teams</li></ul>',
  },
};
/** `region` names where a remote job of the client may be done; `timezone` is where its interviews are held. */
const CLIENTS: { name: string; industry: string; location: string; region: string; timezone: string; families: string[]; contact: string }[] = [
  { name: 'Northwind Logistics', industry: 'Logistics', location: 'Rotterdam, Netherlands', region: 'EU', timezone: 'Europe/Amsterdam', families: ['operations', 'engineering', 'data'], contact: 'Ingrid Vos' },
  { name: 'Bluepeak Health', industry: 'Healthcare', location: 'Boston, MA', region: 'US', timezone: 'America/New_York', families: ['healthcare', 'data', 'operations'], contact: 'Marcus Reed' },
  { name: 'Cobalt Fintech', industry: 'Financial services', location: 'London, United Kingdom', region: 'UK', timezone: 'Europe/London', families: ['engineering', 'finance', 'data'], contact: 'Priya Nair' },
  { name: 'Greenfield Foods', industry: 'Consumer goods', location: 'Chicago, IL', region: 'US', timezone: 'America/Chicago', families: ['sales', 'operations', 'finance'], contact: 'Tom Becker' },
  { name: 'Helix Biotech', industry: 'Biotechnology', location: 'Basel, Switzerland', region: 'Europe', timezone: 'Europe/Zurich', families: ['healthcare', 'data', 'engineering'], contact: 'Lena Graf' },
  { name: 'Orbit Retail', industry: 'Retail', location: 'Toronto, Canada', region: 'Canada', timezone: 'America/Toronto', families: ['sales', 'design', 'engineering'], contact: 'Sam Ortiz' },
  { name: 'Summit Energy', industry: 'Energy', location: 'Calgary, Canada', region: 'Canada', timezone: 'America/Edmonton', families: ['engineering', 'operations', 'finance'], contact: 'Nora Walsh' },
  { name: 'Vantage Media', industry: 'Media', location: 'Berlin, Germany', region: 'EU', timezone: 'Europe/Berlin', families: ['design', 'sales', 'engineering'], contact: 'Jonas Brandt' },
];
const NOTE_TEXTS = ['Strong communicator; walked through a recent project in depth.', 'Salary expectation is at the top of the range — flag to the hiring manager.', 'Available in 4 weeks; currently serving notice.', 'Great culture add. Asked thoughtful questions about the team.', 'Needs visa sponsorship; confirm with the client before the next round.', 'Reference check came back positive.', 'Prefers hybrid, two days in the office at most.', 'Portfolio is excellent — share it with the client.'];

const SAVED_SEARCHES: { name: string; query: Record<string, string | number | string[]> }[] = [
  { name: 'Senior backend, TypeScript or Go', query: { q: 'backend', skills: ['TypeScript', 'Go'], skills_mode: 'any', min_years: 5 } },
  { name: 'Data people in Europe', query: { q: 'data', skills: ['SQL', 'Python'], skills_mode: 'all', location: 'Germany' } },
  { name: 'Registered nurses', query: { q: 'nurse' } },
];

const TAGS = {
  candidates: [['Top talent', '#065f46', '#d1fae5'], ['Referral', '#1e3a8a', '#dbeafe'], ['Relocating', '#7c2d12', '#ffedd5'], ['Needs visa', '#831843', '#fce7f3'], ['Silver medalist', '#3f3f46', '#e4e4e7']],
  jobs: [['Urgent', '#991b1b', '#fee2e2'], ['Confidential', '#3730a3', '#e0e7ff'], ['Evergreen', '#166534', '#dcfce7']],
  clients: [['Key account', '#92400e', '#fef3c7'], ['New logo', '#155e75', '#cffafe']],
} as const;

/** Where a job is done: a city on site or hybrid; a remote job names only the region it hires in. */
function jobLocation(workplace: 'onsite' | 'remote' | 'hybrid', client: { location: string; region: string }): string {
  return workplace === 'remote' ? `Remote (${client.region})` : client.location;
}

/** Fills the organization with demo data once; does nothing when it already has jobs. */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  { orgId, orgName, userIds, siteBase }: { orgId: string; orgName: string; userIds: string[]; siteBase?: string },
): Promise<boolean> {
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.orgId, orgId)).limit(1);
  if (existing) return false;
  const r = prng(20261122);
  const now = Date.now();
  const people = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds));
  const [pipeline] = await db.select().from(pipelines).where(and(eq(pipelines.orgId, orgId), eq(pipelines.isDefault, true))).limit(1);
  const template = pipeline
    ? await db.select().from(pipelineStages).where(eq(pipelineStages.pipelineId, pipeline.id)).orderBy(asc(pipelineStages.position))
    : [];
  const reasons = (await db.select().from(rejectionReasons).where(eq(rejectionReasons.orgId, orgId))).map((x) => x.label);
  const reasonList = reasons.length ? reasons : ['Not a fit for the role', 'Salary expectations', 'Withdrew', 'No response'];

  await db.transaction(async (tx) => {
    const tagIds: Record<string, string[]> = {};
    const tagRows = Object.entries(TAGS).flatMap(([feature, list]) =>
      list.map(([name, fg, bg]) => {
        const id = newId();
        (tagIds[feature] ??= []).push(id);
        return { id, orgId, name, colorFg: fg, colorBg: bg, feature: feature as 'candidates' | 'jobs' | 'clients', createdBy: userIds[0]! };
      }),
    );
    await tx.insert(tags).values(tagRows);

    const clientRows = CLIENTS.map((c) => ({
      id: newId(),
      orgId,
      name: c.name,
      website: `https://www.${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      industry: c.industry,
      location: c.location,
      status: 'active' as const,
      ownerId: r.pick(userIds),
      createdBy: userIds[0]!,
      createdAt: new Date(now - r.int(100, 200) * DAY),
    }));
    await tx.insert(clients).values(clientRows);
    await tx.insert(clientContacts).values(
      CLIENTS.map((c, i) => ({
        id: newId(),
        orgId,
        clientId: clientRows[i]!.id,
        name: c.contact,
        title: 'Head of Talent',
        email: `${c.contact.toLowerCase().replace(/\s+/g, '.')}@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        isPrimary: 1,
      })),
    );
    await tx.insert(entityTags).values(clientRows.slice(0, 3).map((c) => ({ orgId, tagId: tagIds.clients![0]!, entityId: c.id })));

    const candidateRows = Array.from({ length: 360 }, (_, i) => {
      const family = r.pick(Object.keys(FAMILIES));
      const f = FAMILIES[family]!;
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const email = `${first}.${last}.${i}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.]/g, '') + '@example.com';
      return {
        id: newId(),
        orgId,
        firstName: first,
        lastName: last,
        email,
        phone: `+1415555${String(1000 + i).padStart(4, '0')}`,
        location: r.pick(LOCATIONS),
        currentTitle: r.pick(f.titles),
        currentCompany: r.pick(COMPANIES),
        yearsExperience: r.int(1, 18),
        skills: r.some(f.skills, r.int(3, 6)),
        links: [{ kind: 'linkedin', url: `https://www.linkedin.com/in/${first}-${last}-${i}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9:/.-]/g, '') }],
        source: r.pick(SOURCES),
        ownerId: r.pick(userIds),
        createdBy: r.pick(userIds),
        createdAt: new Date(now - r.int(1, 120) * DAY),
        family,
      };
    });
    for (let i = 0; i < candidateRows.length; i += 100) {
      const slice = candidateRows.slice(i, i + 100);
      await tx.insert(candidates).values(slice.map(({ family: _family, ...c }) => ({ ...c, updatedAt: c.createdAt })));
      await tx.insert(candidateIdentities).values(
        slice.flatMap((c) => [
          { orgId, kind: 'email' as const, value: c.email, candidateId: c.id },
          { orgId, kind: 'phone' as const, value: c.phone, candidateId: c.id },
        ]),
      );
    }
    await seedPossibleDuplicates(tx, { orgId, of: candidateRows.slice(0, 2), userId: userIds[0]! });
    await tx.insert(entityTags).values(
      candidateRows.filter(() => r.next() < 0.2).map((c) => ({ orgId, tagId: r.pick(tagIds.candidates!), entityId: c.id })),
    );

    const statuses = ['open', 'open', 'open', 'open', 'open', 'open', 'draft', 'on_hold', 'closed', 'filled'] as const;
    const jobRows: (typeof jobs.$inferInsert & { family: string; timezone: string })[] = [];
    CLIENTS.forEach((c, ci) => {
      for (let k = 0; k < 4 + (ci % 2); k++) {
        const family = c.families[k % c.families.length]!;
        const f = FAMILIES[family]!;
        const title = k >= c.families.length ? `Senior ${r.pick(f.titles)}` : r.pick(f.titles);
        const min = r.int(5, 12) * 10_000;
        const workplace = r.pick(['onsite', 'remote', 'hybrid'] as const);
        jobRows.push({
          id: newId(),
          orgId,
          title,
          clientId: clientRows[ci]!.id,
          department: family === 'engineering' || family === 'data' ? 'Technology' : family[0]!.toUpperCase() + family.slice(1),
          location: jobLocation(workplace, c),
          workplace,
          employmentType: r.next() < 0.85 ? 'full_time' : 'contract',
          openings: r.int(1, 3),
          salaryMin: min,
          salaryMax: min + r.int(2, 5) * 10_000,
          salaryCurrency: c.location.includes('United Kingdom') ? 'GBP' : c.location.includes('Germany') || c.location.includes('Netherlands') ? 'EUR' : 'USD',
          salaryPeriod: 'year',
          experienceMin: r.int(1, 4),
          experienceMax: r.int(5, 10),
          requiredSkills: f.required,
          niceToHaveSkills: f.nice,
          description: f.description,
          status: statuses[(ci * 5 + k) % statuses.length]!,
          ownerId: userIds[(ci + k) % userIds.length]!,
          createdBy: userIds[0]!,
          createdAt: new Date(now - r.int(20, 100) * DAY),
          family,
          timezone: c.timezone,
        });
      }
    });
    await tx.insert(jobs).values(jobRows.map(({ family: _family, timezone: _timezone, ...j }) => ({ ...j, updatedAt: j.createdAt })));
    await tx.insert(jobHiringTeam).values(jobRows.flatMap((j) => userIds.filter((u) => u !== j.ownerId).slice(0, 1).map((userId) => ({ orgId, jobId: j.id!, userId }))));
    await tx.insert(entityTags).values(jobRows.filter(() => r.next() < 0.25).map((j) => ({ orgId, tagId: r.pick(tagIds.jobs!), entityId: j.id! })));

    const stageRows = jobRows.flatMap((j) =>
      (template.length ? template : [{ name: 'Applied', kind: 'applied' as StageKind, position: 0 }]).map((s) => ({
        id: newId(),
        orgId,
        jobId: j.id!,
        name: s.name,
        kind: s.kind,
        position: s.position,
      })),
    );
    await tx.insert(jobStages).values(stageRows);

    const appRows: (typeof applications.$inferInsert)[] = [];
    const historyRows: (typeof applicationStageHistory.$inferInsert)[] = [];
    const activityRows: (typeof activityLog.$inferInsert)[] = [];
    const demoApps: DemoApplication[] = [];
    for (const j of jobRows) {
      if (j.status === 'draft') continue;
      const stages = stageRows.filter((s) => s.jobId === j.id).sort((a, b) => a.position - b.position);
      const pipelineStages = stages.filter((s) => s.kind !== 'rejected' && s.kind !== 'hired');
      const hiredStage = stages.find((s) => s.kind === 'hired');
      const rejectedStage = stages.find((s) => s.kind === 'rejected');
      const pool = candidateRows.filter((c) => c.family === j.family);
      const people = r.some(pool.length >= 8 ? pool : candidateRows, r.int(8, Math.min(34, pool.length || 20)));
      const jobAge = Math.floor((now - (j.createdAt as Date).getTime()) / DAY);
      for (const person of people) {
        const roll = r.next();
        let depth = Math.min(pipelineStages.length - 1, Math.floor(-Math.log(1 - r.next() * 0.97) * 1.1));
        let outcome: 'active' | 'hired' | 'rejected' = 'active';
        if (roll < 0.22 && rejectedStage) outcome = 'rejected';
        else if (roll > 0.97 && hiredStage && j.status !== 'open') outcome = 'hired';
        if (outcome === 'hired') depth = pipelineStages.length - 1;
        const path = pipelineStages.slice(0, depth + 1);
        if (outcome === 'hired') path.push(hiredStage!);
        if (outcome === 'rejected') path.push(rejectedStage!);
        // Nobody applies before they are in the database.
        const created = Math.max(now - r.int(Math.min(3, jobAge), Math.max(3, jobAge)) * DAY, person.createdAt.getTime() + HOUR);
        const step = Math.max(1, Math.floor((now - created) / DAY / (path.length + 1)));
        const id = newId();
        let at = created;
        let from: string | null = null;
        for (const s of path) {
          at = Math.min(at, now - DAY / 2);
          historyRows.push({ id: newId(), orgId, applicationId: id, fromStageId: from, toStageId: s.id, toStageKind: s.kind, movedBy: j.ownerId, movedAt: new Date(at) });
          if (from) activityRows.push({ id: newId(), orgId, actorId: j.ownerId, action: 'move', entityType: 'application', entityId: id, changes: { stage: { before: stages.find((x) => x.id === from)!.name, after: s.name } }, createdAt: new Date(at) });
          from = s.id;
          at += r.int(Math.max(1, step - 2), step + 1) * DAY;
        }
        const last = path.at(-1)!;
        const entered = new Date(Math.min(now - DAY, at - step * DAY));
        appRows.push({
          id,
          orgId,
          jobId: j.id!,
          candidateId: person.id,
          stageId: last.id,
          status: outcome,
          rejectionReason: outcome === 'rejected' ? r.pick(reasonList) : null,
          stageEnteredAt: entered,
          createdBy: j.ownerId,
          createdAt: new Date(created),
          updatedAt: entered,
        });
        activityRows.push({ id: newId(), orgId, actorId: j.ownerId, action: 'create', entityType: 'application', entityId: id, changes: null, createdAt: new Date(created) });
        demoApps.push({
          id,
          candidate: person,
          job: { id: j.id!, title: j.title, location: j.location ?? null, timezone: j.timezone, ownerId: j.ownerId! },
          stageKind: last.kind,
          status: outcome,
          createdAt: created,
        });
      }
      activityRows.push({ id: newId(), orgId, actorId: j.createdBy, action: 'create', entityType: 'job', entityId: j.id!, changes: { title: { before: null, after: j.title } }, createdAt: j.createdAt as Date });
    }
    for (let i = 0; i < appRows.length; i += 200) await tx.insert(applications).values(appRows.slice(i, i + 200));
    for (let i = 0; i < historyRows.length; i += 300) await tx.insert(applicationStageHistory).values(historyRows.slice(i, i + 300));

    // The people a user meets first (the most recent, with a resume; one from each of several jobs) have the fullest record.
    const featured = new Set<string>();
    const picked = new Set<string>();
    for (const a of demoApps) {
      if (featured.size === 15) break;
      if (a.status !== 'active' || picked.has(a.job.id) || featured.has(a.candidate.id)) continue;
      picked.add(a.job.id);
      featured.add(a.candidate.id);
    }
    const noteRows = candidateRows.filter((c) => r.next() < 0.18 || featured.has(c.id)).map((c) => ({
      id: newId(),
      orgId,
      entityType: 'candidate' as const,
      entityId: c.id,
      body: r.pick(NOTE_TEXTS),
      authorId: r.pick(userIds),
      createdAt: new Date(Math.max(now - r.int(0, 30) * DAY, c.createdAt.getTime() + 2 * HOUR)),
    }));
    await tx.insert(notes).values(noteRows);
    for (const n of noteRows) activityRows.push({ id: newId(), orgId, actorId: n.authorId, action: 'create', entityType: 'note', entityId: n.id, changes: null, createdAt: n.createdAt });

    const work = demoActivity(r, { orgId, orgName, now, apps: demoApps, users: people, featured });
    await tx.insert(interviews).values(work.interviews);
    await tx.insert(interviewInterviewers).values(work.interviewers);
    await tx.insert(scorecards).values(work.scorecards);
    await tx.insert(emailTemplates).values(work.templates);
    await tx.insert(emails).values(work.emails);
    await tx.insert(outboxMessages).values(work.outbox);
    activityRows.push(...work.activity);
    await seedDemoAssessments(tx, {
      orgId,
      now,
      jobs: jobRows.map((j) => ({ id: j.id!, title: j.title, description: j.description ?? '', requiredSkills: j.requiredSkills ?? [], niceToHaveSkills: j.niceToHaveSkills ?? [], ownerId: j.ownerId!, status: j.status ?? 'draft' })),
      apps: demoApps.map((a) => ({ id: a.id, candidateId: a.candidate.id, jobId: a.job.id, status: a.status, stageKind: a.stageKind })),
      users: people,
      // Its own sequence, so the rest of the demo stays as it was.
      random: prng(20261125),
    });
    await seedDemoCustomFields(tx, { orgId, createdBy: userIds[0]! });

    const uploads = await demoResumes(storage, {
      orgId,
      userId: userIds[0]!,
      people: candidateRows.filter((c) => featured.has(c.id)),
      companies: COMPANIES,
      now: new Date(now),
    });
    const resumeRows = uploads.resumes;
    await tx.insert(operations).values(uploads.operations);
    await tx.insert(operationItems).values(uploads.items);
    await tx.insert(resumes).values(resumeRows);
    // Storing a resume touches its candidate (a trigger): the candidate is as recent as the resume, not as the seeding.
    for (const row of resumeRows) await tx.update(candidates).set({ updatedAt: row.createdAt as Date }).where(eq(candidates.id, row.candidateId!));
    await tx.insert(savedSearches).values(
      people.flatMap((u, i) =>
        SAVED_SEARCHES.map((s, k) => ({ id: newId(), orgId, userId: u.id, name: s.name, query: s.query, createdAt: new Date(now - (10 + i + k) * DAY) })),
      ),
    );
    for (let i = 0; i < activityRows.length; i += 300) await tx.insert(activityLog).values(activityRows.slice(i, i + 300));
    await seedDemoCareers(tx, {
      orgId,
      orgName,
      siteBase,
      slug: orgName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      jobs: jobRows.map((j) => ({ id: j.id!, title: j.title, status: j.status!, createdAt: j.createdAt as Date })),
      applications: demoApps.map((a) => ({ id: a.id, jobId: a.job.id, candidateId: a.candidate.id, createdAt: a.createdAt, status: a.status })),
      people: new Map(candidateRows.map((c) => [c.id, { name: `${c.firstName} ${c.lastName}`, email: c.email }])),
    });
  });
  return true;
}

/**
 * Two records a recruiter should look at: the same name and phone under a work email, and the same
 * phone under a shortened name with no email (possible duplicates, never merged automatically).
 */
async function seedPossibleDuplicates(
  tx: Db,
  { orgId, of, userId }: { orgId: string; of: { id: string; firstName: string; lastName: string; phone: string; createdAt: Date }[]; userId: string },
) {
  const [a, b] = of;
  if (!a || !b) return;
  const twins = [
    { source: a, firstName: a.firstName, email: `${a.firstName}.${a.lastName}@work.example`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.@]/g, '') },
    { source: b, firstName: b.firstName.slice(0, 1) + '.', email: null },
  ];
  for (const t of twins) {
    const id = newId();
    await tx.insert(candidates).values({
      id,
      orgId,
      firstName: t.firstName,
      lastName: t.source.lastName,
      email: t.email,
      phone: t.source.phone,
      source: 'Resume upload',
      createdBy: userId,
      createdAt: t.source.createdAt,
      updatedAt: t.source.createdAt,
    });
    await tx.insert(candidateIdentities).values([
      { orgId, kind: 'phone' as const, value: t.source.phone, candidateId: id },
      ...(t.email ? [{ orgId, kind: 'email' as const, value: t.email, candidateId: id }] : []),
    ]);
    const [first, second] = [t.source.id, id].sort();
    await tx.insert(candidateDuplicates).values({ id: newId(), orgId, candidateId: first!, otherId: second!, reason: 'phone', value: t.source.phone });
  }
}
