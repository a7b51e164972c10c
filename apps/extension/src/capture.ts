/** One capture, on the recruiter's click: the target tab read, its person found, duplicates looked up. */
import type { CaptureMatch, CapturedFields } from '@hirebase/shared';
import { api } from './api';
import { profileUrlOf, resumeKind, structuredPerson, type CaptureSource } from './fields';
import { readPage } from './read-page';
import type { Session } from './session';

export type Captured =
  | {
      kind: 'person';
      pageUrl: string;
      source: CaptureSource;
      fields: CapturedFields;
      profileUrl: string;
      matches: CaptureMatch[];
    }
  | { kind: 'resume'; pageUrl: string; fileName: string; operationId: string };

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function sendResume(session: Session, url: string, kind: 'pdf' | 'docx'): Promise<Captured> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`The resume could not be downloaded (${res.status}).`);
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() || '');
  const fileName = last.toLowerCase().endsWith(`.${kind}`) ? last : `resume.${kind}`;
  const file = new File([await res.blob()], fileName, { type: MIME[kind] });
  const { operation } = await api.upload(session, file);
  return { kind: 'resume', pageUrl: url, fileName, operationId: operation.id };
}

export function lookupQuery(fields: Pick<CapturedFields, 'emails' | 'phones'>, profileUrl: string) {
  return {
    emails: fields.emails.filter(Boolean).slice(0, 10),
    phones: fields.phones.filter(Boolean).slice(0, 10),
    profile_urls: /^https?:\/\//i.test(profileUrl) ? [profileUrl] : [],
  };
}

export async function capture(session: Session, tab: chrome.tabs.Tab): Promise<Captured> {
  if (tab.id === undefined || !tab.url) throw new Error('This tab cannot be read.');
  const byPath = resumeKind(tab.url);
  if (byPath) return sendResume(session, tab.url, byPath);
  let page;
  try {
    [page] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: readPage });
  } catch {
    throw new Error('Chrome does not let extensions read this page.');
  }
  const reading = page?.result;
  if (!reading) throw new Error('Chrome does not let extensions read this page.');
  const byType = resumeKind(reading.url, reading.contentType);
  if (byType) return sendResume(session, reading.url, byType);
  const found = structuredPerson(reading);
  const person = found ?? {
    fields: await api.extract(session, reading.text.trim() || reading.title),
    source: 'text' as const,
  };
  const profileUrl = profileUrlOf(person.fields, reading.url);
  const matches = await api.lookup(session, lookupQuery(person.fields, profileUrl)).catch(() => []);
  return { kind: 'person', pageUrl: reading.url, source: person.source, fields: person.fields, profileUrl, matches };
}
