/**
 * The demo's resume database: small real PDF and DOCX resumes written for some demo candidates,
 * kept through the storage module and recorded as a parsed upload would be (file, hash, text and
 * the extractor's fields), so /resdb lists them and the viewer opens them.
 */
import { createHash } from 'node:crypto';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { operationItems, resumes } from '../../db/schema';
import { newId } from '../../lib/ids';
import { storageKey, type Storage } from '../../providers/storage';
import { toResumeFields } from '../ingestion/resume-fields';

export type ResumePerson = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  currentTitle: string;
  currentCompany: string;
  yearsExperience: number;
  skills: string[];
  createdAt: Date;
};

const HOUR = 60 * 60 * 1000;
const CONTENT_TYPES = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;
const SCHOOLS = ['University of Toronto', 'Technical University of Munich', 'University of Lisbon', 'National University of Singapore', 'University of Nairobi', 'University of Texas at Austin'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Section = { heading: string; lines: string[] };
type ResumeText = { name: string; headline: string; contact: string; sections: Section[] };

/** What the resume says, from the candidate's record; dates count back from `now`. */
function resumeText(p: ResumePerson, previousCompany: string, now: Date): ResumeText {
  const year = now.getUTCFullYear();
  const month = MONTHS[now.getUTCMonth()]!;
  const since = Math.max(1, Math.min(p.yearsExperience - 1, 4));
  const firstJob = year - p.yearsExperience;
  const city = p.location.split(',')[0]!;
  return {
    name: `${p.firstName} ${p.lastName}`,
    headline: p.currentTitle,
    contact: `${p.location} | ${p.email} | ${p.phone}`,
    sections: [
      { heading: 'Summary', lines: [`${p.currentTitle} with ${p.yearsExperience} years of experience, most recently at ${p.currentCompany}.`] },
      {
        heading: 'Work experience',
        lines: [
          p.currentTitle,
          `${p.currentCompany} - ${city}`,
          `${month} ${year - since} to Present`,
          `• Led work across ${p.skills.slice(0, 2).join(' and ')} with a team of five.`,
          p.currentTitle.replace(/^Senior /, ''),
          `${previousCompany} - ${city}`,
          `${month} ${firstJob} to ${month} ${year - since}`,
          `• Delivered projects using ${p.skills.slice(-2).join(' and ')}.`,
        ],
      },
      { heading: 'Education', lines: ['Bachelor of Science', SCHOOLS[p.lastName.length % SCHOOLS.length]!, String(firstJob - 1)] },
      { heading: 'Skills', lines: [p.skills.join(', ')] },
    ],
  };
}

function plainText(t: ResumeText): string {
  return [t.name, t.headline, t.contact, ...t.sections.flatMap((s) => ['', s.heading.toUpperCase(), ...s.lines])].join('\n');
}

async function renderPdf(t: ResumeText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.name} - Resume`);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const page = doc.addPage([612, 792]);
  let y = 740;
  const line = (text: string, size = 10, font = regular, gap = 14) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= gap;
  };
  line(t.name, 20, bold, 24);
  line(t.headline, 12, regular, 16);
  line(t.contact, 9, regular, 22);
  for (const s of t.sections) {
    line(s.heading.toUpperCase(), 11, bold, 16);
    for (const l of s.lines) line(l);
    y -= 8;
  }
  return doc.save({ useObjectStreams: false });
}

async function renderDocx(t: ResumeText): Promise<Uint8Array> {
  const doc = new Document({
    creator: t.name,
    title: `${t.name} - Resume`,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(t.name)] }),
          new Paragraph({ children: [new TextRun({ text: t.headline, italics: true })] }),
          new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun(t.contact)] }),
          ...t.sections.flatMap((s) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(s.heading.toUpperCase())] }),
            ...s.lines.map((l) => new Paragraph({ children: [new TextRun(l)] })),
          ]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const fileBase = (p: ResumePerson) => `${p.firstName}_${p.lastName}_Resume`.normalize('NFKD').replace(/[^A-Za-z0-9_]/g, '');

const DROP = 5;

/**
 * Writes one resume per person (every third a DOCX), dropped into the resume database in uploads of
 * five over the last hours, and returns the rows for the caller's transaction: the resumes and the
 * upload operations with their items. Files are stored first; the sweep removes any whose rows
 * never commit.
 */
export async function demoResumes(
  storage: Storage,
  { orgId, userId, people, companies, now }: { orgId: string; userId: string; people: ResumePerson[]; companies: readonly string[]; now: Date },
) {
  const drops = Array.from({ length: Math.ceil(people.length / DROP) }, (_, d) => {
    const at = new Date(now.getTime() - (d + 1) * 4 * HOUR);
    return { id: newId(), orgId, kind: 'resume_upload' as const, status: 'completed' as const, target: 'resdb' as const, createdBy: userId, createdAt: at, updatedAt: at, finishedAt: new Date(at.getTime() + 20_000) };
  });
  const files = await Promise.all(
    people.map(async (p, i) => {
      const kind = i % 3 === 2 ? 'docx' : 'pdf';
      const previous = companies.filter((c) => c !== p.currentCompany)[i % (companies.length - 1)]!;
      const content = resumeText(p, previous, now);
      const bytes = kind === 'pdf' ? await renderPdf(content) : await renderDocx(content);
      const key = storageKey(orgId, 'resumes');
      await storage.put(key, bytes);
      const text = plainText(content);
      // A fresh resume for someone already known: stored a few seconds into its upload.
      const at = new Date(Math.max(drops[Math.floor(i / DROP)]!.createdAt.getTime() + (i % DROP) * 3_000, p.createdAt.getTime() + HOUR));
      return {
        id: newId(),
        orgId,
        candidateId: p.id,
        fileName: `${fileBase(p)}.${kind}`,
        contentType: CONTENT_TYPES[kind],
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey: key,
        status: 'parsed' as const,
        text,
        parsed: toResumeFields(text).parsed as unknown as Record<string, unknown>,
        createdAt: at,
        updatedAt: at,
      } satisfies typeof resumes.$inferInsert;
    }),
  );
  const items: (typeof operationItems.$inferInsert)[] = files.map((f, i) => ({
    id: newId(),
    orgId,
    operationId: drops[Math.floor(i / DROP)]!.id,
    position: i % DROP,
    fileName: f.fileName,
    status: 'succeeded',
    result: 'merged',
    sha256: f.sha256,
    storageKey: f.storageKey,
    candidateId: f.candidateId,
    attempts: 1,
    createdAt: f.createdAt,
    updatedAt: f.createdAt,
  }));
  const operations = drops.map((d) => {
    const n = items.filter((x) => x.operationId === d.id).length;
    return { ...d, total: n, succeeded: n };
  });
  return { resumes: files, operations, items };
}
