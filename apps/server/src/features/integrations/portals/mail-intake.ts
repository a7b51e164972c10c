/**
 * Application emails a portal sends to the mailbox the organization chose for it, taken in while that
 * mailbox syncs (IMAP, Gmail or Outlook): the sync hands over each page of headers it read (one call),
 * and only those from a portal's sender domain are downloaded. Each becomes an applicant (admit.ts) with its resume parsed by the
 * careers applicants' parse job; the email's Message-ID is recorded with it in one transaction, so a
 * rerun or a crash of the sync never takes an email twice.
 */
import { createHash } from 'node:crypto';
import { isFeatureOn } from '@hirebase/shared';
import type { MailHeaders } from '../../../providers/mail/adapter';
import type { AppContext } from '../../../lib/context';
import { CAREERS_PARSE_OPTIONS, CAREERS_PARSE_QUEUE, type CareersParseJob } from '../../careers/careers-parse.job';
import { columnsByField, rowToCandidate } from '../../data-transfer/import-row';
import { checkAndStore } from '../../ingestion/receive-upload';
import { loadPlanAccess } from '../../subscriptions/subscriptions.service';
import { findAccount, type IntegrationAccount } from '../accounts';
import { admit, recordAdmission, type Admission } from './admit';
import { PORTALS, type PortalDef } from './definitions';
import { jobResolver } from './job-ref';
import { fromDomain, parsePortalMail, type PortalMail } from './parse-mail';
import { knownEmailRefs } from './portals.repo';

type Fetch = (ref: string) => Promise<Buffer | null>;

const refOf = (account: IntegrationAccount, env: Pick<MailHeaders, 'messageId' | 'ref'>) =>
  env.messageId?.trim() || `<${createHash('sha256').update(`${account.id}:${env.ref}`).digest('hex').slice(0, 32)}@portal.hirebase.invalid>`;

/** The portal mail among a synced page's headers, taken in; returns how many applicants were recorded. */
export async function takePortalMail(ctx: AppContext, account: IntegrationAccount, envelopes: MailHeaders[], fetch: Fetch): Promise<number> {
  if (!account.userId) return 0;
  let taken = 0;
  for (const def of PORTALS) {
    const mail = envelopes.filter((e) => e.from.some((a) => fromDomain(a, def.mail.senderDomains)));
    if (mail.length === 0) continue;
    const portal = await findAccount(ctx.db, account.orgId, null, def.id);
    if (!portal || portal.status !== 'connected' || (portal.settings as { mailbox_user_id?: string | null }).mailbox_user_id !== account.userId) continue;
    if (!isFeatureOn(await loadPlanAccess(ctx.db, account.orgId), 'job_portals')) continue;
    const known = await knownEmailRefs(ctx.db, { orgId: account.orgId, portal: def.id, refs: mail.map((e) => refOf(account, e)) });
    for (const env of mail) {
      const ref = refOf(account, env);
      if (known.has(ref)) continue;
      const raw = await fetch(env.ref);
      const parsed = raw ? await parsePortalMail(def, raw) : null;
      if (parsed && (await takeOne(ctx, def, account, ref, parsed))) taken++;
    }
  }
  return taken;
}

/** The applicant of one email, with the email's ref; false when another run took it first. */
async function takeOne(ctx: AppContext, def: PortalDef, mailbox: IntegrationAccount, ref: string, mail: PortalMail): Promise<boolean> {
  const orgId = mailbox.orgId;
  const actorId = mailbox.userId!;
  const job = (await jobResolver(ctx.db, { orgId, portal: def.id }))(mail.jobRef, mail.jobTitle);
  const cells = [mail.name, mail.email, mail.phone, mail.location, mail.experience];
  const person = rowToCandidate(cells, columnsByField(['name', 'email', 'phone', 'location', 'experience'], { name: 'full_name', email: 'email', phone: 'phone', location: 'location', experience: 'years_experience' }), { source: def.candidateSource });
  const stored = person.ok && job && mail.resume ? await checkAndStore({ fileName: mail.resume.fileName, bytes: mail.resume.bytes, orgId, storage: ctx.storage }) : null;
  await ctx.queue.createQueue(CAREERS_PARSE_QUEUE, { name: CAREERS_PARSE_QUEUE, ...CAREERS_PARSE_OPTIONS });
  const spent = Symbol('taken already');
  try {
    await ctx.db.transaction(async (tx) => {
      let admission: Admission;
      if (!person.ok) admission = { outcome: 'skipped', reason: person.error, candidateId: null, applicationId: null };
      else if (!job) admission = { outcome: 'skipped', reason: `No job matches “${(mail.jobRef || mail.jobTitle || 'the email').slice(0, 80)}”`, candidateId: null, applicationId: null };
      else admission = await admit(tx, ctx, { def, orgId, actorId, jobId: job.id, candidate: person.candidate });
      const name = person.ok ? `${person.candidate.first_name} ${person.candidate.last_name}`.trim() : mail.name;
      if (!(await recordAdmission(tx, { def, orgId, channel: 'email', ref, name, email: person.ok ? person.candidate.email : null, jobId: job?.id ?? null, createdBy: null, admission }))) throw spent;
      if (stored?.ok && admission.candidateId && admission.outcome !== 'skipped') {
        const data: CareersParseJob = { org_id: orgId, candidate_id: admission.candidateId, fileName: stored.fileName, kind: stored.kind, sha256: stored.sha256, size: stored.size, storageKey: stored.storageKey };
        await ctx.queue.sendInTx(tx, CAREERS_PARSE_QUEUE, data, CAREERS_PARSE_OPTIONS);
      } else if (stored?.ok) {
        await ctx.storage.remove(stored.storageKey);
      }
    });
    return true;
  } catch (err) {
    if (stored?.ok) await ctx.storage.remove(stored.storageKey).catch(() => undefined);
    if (err === spent) return false;
    throw err;
  }
}
