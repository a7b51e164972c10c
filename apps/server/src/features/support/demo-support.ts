/** The demo organization's support tickets: one answered by an operator, one waiting for an answer. */
import type { Db } from '../../db/client';
import { supportMessages, supportTickets } from '../../db/schema';
import { newId } from '../../lib/ids';

const DAY = 24 * 60 * 60 * 1000;

/** `userIds` are the demo users in DEMO_USERS order: admin, manager, recruiter. */
export async function seedDemoSupport(tx: Db, { orgId, userIds, now = new Date() }: { orgId: string; userIds: string[]; now?: Date }) {
  const [adminId, , recruiterId] = userIds;
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY + hours * 60 * 60 * 1000);
  const answered = newId();
  const waiting = newId();
  await tx.insert(supportTickets).values([
    { id: answered, orgId, userId: recruiterId!, subject: 'Scanned resumes come in without a name', category: 'problem', status: 'answered', page: '/resdb', createdAt: at(3), updatedAt: at(2, 5) },
    { id: waiting, orgId, userId: adminId!, subject: 'Can the careers page use our own domain?', category: 'question', status: 'open', page: '/settings/career-pages', createdAt: at(0, -3), updatedAt: at(0, -3) },
  ]);
  await tx.insert(supportMessages).values([
    {
      id: newId(),
      orgId,
      ticketId: answered,
      author: 'member',
      authorUserId: recruiterId!,
      authorName: 'Rui Recruiter',
      body: 'A client sent us a batch of resumes as scanned PDFs. They upload fine but the records in the resume database have no name or email. Is something wrong with the parser?',
      createdAt: at(3),
    },
    {
      id: newId(),
      orgId,
      ticketId: answered,
      author: 'operator',
      authorName: 'Sam from Hirebase support',
      body: 'Thanks for the report. Scanned PDFs are images of text, so there are no words in the file for the parser to read. Ask the client for the original documents or a PDF exported from Word, then upload those; you can fill in the name and email on the existing records by hand in the meantime.',
      createdAt: at(2, 5),
    },
    {
      id: newId(),
      orgId,
      ticketId: waiting,
      author: 'member',
      authorUserId: adminId!,
      authorName: 'Ada Admin',
      body: 'We would like candidates to see jobs.ourcompany.com instead of the company/ address. What do we need to set up on our side?',
      createdAt: at(0, -3),
    },
  ]);
}
