/**
 * A portal's application email, read: it must come from one of the portal's sender domains (and not
 * fail the receiving server's DKIM or DMARC check when it recorded one), carry an "applied" subject,
 * and name the applicant in labelled lines ("Name: …", "Mobile: …"); the resume is its first PDF or
 * Word attachment. Anything else is not an application and is left alone.
 */
import { simpleParser, type AddressObject } from 'mailparser';
import type { MailLabels, PortalDef } from './definitions';

export type PortalMail = {
  messageId: string | null;
  name: string;
  email: string;
  phone: string;
  location: string;
  experience: string;
  jobRef: string;
  jobTitle: string;
  resume: { fileName: string; bytes: Uint8Array } | null;
};

const addressesOf = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);

/** Whether the address is at one of the domains or below it (alerts.naukri.com is naukri.com's). */
export function fromDomain(address: string, domains: string[]): boolean {
  const domain = address.toLowerCase().split('@')[1] ?? '';
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

function plain(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/tr|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ': ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

/** "Label: value" lines; a label is taken once, the first time it appears. */
function labelled(text: string, labels: MailLabels): Record<keyof MailLabels, string> {
  const found: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z][A-Za-z .\-/]{0,40}?)\s*[:：]\s*(.+?)\s*$/.exec(line.replace(/:\s*:/g, ':'));
    if (!m) continue;
    const label = m[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '').trim();
    for (const [field, names] of Object.entries(labels)) if (names.includes(label) && !(field in found)) found[field] = m[2]!.replace(/\s+/g, ' ').trim();
  }
  return { name: '', email: '', phone: '', job_ref: '', job_title: '', location: '', experience: '', ...found };
}

export async function parsePortalMail(def: PortalDef, raw: Buffer): Promise<PortalMail | null> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  const from = addressesOf(parsed.from)[0] ?? '';
  if (!fromDomain(from, def.mail.senderDomains)) return null;
  const auth = [parsed.headers.get('authentication-results')].flat().filter(Boolean).map(String).join(' ').toLowerCase();
  if (/\b(dkim|dmarc)=fail\b/.test(auth)) return null;
  if (!def.mail.subject.test(parsed.subject ?? '')) return null;
  const text = parsed.text?.trim() ? parsed.text : plain(typeof parsed.html === 'string' ? parsed.html : '');
  const v = labelled(text, def.mail.labels);
  // The portal often puts the applicant in Reply-To, so a reply reaches them.
  const replyTo = addressesOf(parsed.replyTo).find((a) => !fromDomain(a, def.mail.senderDomains)) ?? '';
  const file = parsed.attachments.find((a) => /\.(pdf|docx)$/i.test(a.filename ?? ''));
  return {
    messageId: parsed.messageId ?? null,
    name: v.name,
    email: v.email || replyTo,
    phone: v.phone,
    location: v.location,
    experience: v.experience,
    jobRef: v.job_ref,
    jobTitle: v.job_title,
    resume: file ? { fileName: file.filename!, bytes: new Uint8Array(file.content) } : null,
  };
}
