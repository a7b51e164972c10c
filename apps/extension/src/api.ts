/** Calls to the Hirebase API of the web app that signed the extension in, with its bearer token. */
import type { CaptureMatch, CapturedFields } from '@hirebase/shared';
import { clearSession, type Session } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type JobOption = { id: string; title: string; stages: { id: string; name: string }[] };
export type TagOption = { id: string; name: string };
export type NewCandidate = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  skills: string[];
  links: { kind: string; url: string }[];
  source: string;
  tag_ids: string[];
};

async function call<T>(session: Session, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${session.origin}/api/v1/recruiter${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    error?: { message?: string; details?: { path: string; message: string }[] };
  } | null;
  if (res.status === 401) {
    // The web app's session ended (or the token expired unseen): ask the recruiter to sign in again.
    await clearSession();
    throw new ApiError('Your Hirebase session ended. Sign in to Hirebase again to reconnect.', 401);
  }
  if (!res.ok) {
    const detail = json?.error?.details?.[0];
    const message = json?.error?.message ?? `Hirebase answered ${res.status}`;
    throw new ApiError(
      detail && !message.includes(detail.message) ? `${message} (${detail.path})` : message,
      res.status,
    );
  }
  return json!.data as T;
}

export const api = {
  lookup: (s: Session, q: { emails: string[]; phones: string[]; profile_urls: string[] }) =>
    call<CaptureMatch[]>(s, 'POST', '/capture/lookup', q),
  extract: (s: Session, text: string) => call<CapturedFields>(s, 'POST', '/capture/extract', { text }),
  createCandidate: (s: Session, input: NewCandidate) =>
    call<{ id: string; name: string }>(s, 'POST', '/candidates', input),
  getCandidate: (s: Session, id: string) =>
    call<{ id: string; tags: { id: string }[] }>(s, 'GET', `/candidates/${encodeURIComponent(id)}`),
  setTags: (s: Session, id: string, tagIds: string[]) =>
    call<unknown>(s, 'PATCH', `/candidates/${encodeURIComponent(id)}`, { tag_ids: tagIds }),
  addToJob: (s: Session, jobId: string, candidateId: string, stageId: string | undefined) =>
    call<{ id: string }>(s, 'POST', `/jobs/${encodeURIComponent(jobId)}/applications`, {
      candidate_id: candidateId,
      ...(stageId ? { stage_id: stageId } : {}),
    }),
  addNote: (s: Session, candidateId: string, body: string) =>
    call<unknown>(s, 'POST', `/candidates/${encodeURIComponent(candidateId)}/notes`, { body }),
  async jobs(s: Session): Promise<JobOption[]> {
    const rows = await call<{ id: string; title: string; stage_counts: { stage_id: string; name: string }[] }[]>(
      s,
      'GET',
      '/jobs?status=open&page_size=100&sort=title',
    );
    return rows.map((j) => ({
      id: j.id,
      title: j.title,
      stages: j.stage_counts.map((st) => ({ id: st.stage_id, name: st.name })),
    }));
  },
  tags: (s: Session) => call<TagOption[]>(s, 'GET', '/tags?feature=candidates'),
  upload: (s: Session, file: File) => {
    const form = new FormData();
    form.append('files', file);
    return call<{ operation: { id: string } }>(s, 'POST', '/uploads', form);
  },
};

/** The candidate's page in the web app. */
export const candidateUrl = (s: Session, id: string) => `${s.origin}/database/candidate/${encodeURIComponent(id)}`;
