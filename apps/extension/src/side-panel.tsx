import type { CaptureMatch } from '@hirebase/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { api, candidateUrl, type JobOption, type TagOption } from './api';
import { capture, lookupQuery, type Captured } from './capture';
import { linkKind, SOURCE_LABEL } from './fields';
import type { Session } from './session';
import { targetTab } from './target-tab';
import { SignedOut } from './signed-out';
import { useSession } from './use-session';

type Person = Extract<Captured, { kind: 'person' }>;
type Form = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: string;
  current_title: string;
  current_company: string;
  skills: string;
  profile_url: string;
};
type Done = { name: string; id: string; action: string };

const formOf = (p: Person): Form => ({
  first_name: p.fields.first_name ?? '',
  last_name: p.fields.last_name ?? '',
  email: p.fields.emails[0] ?? '',
  phone: p.fields.phones[0] ?? '',
  location: p.fields.location ?? '',
  current_title: p.fields.current_title ?? '',
  current_company: p.fields.current_company ?? '',
  skills: p.fields.skills.join(', '),
  profile_url: p.profileUrl,
});

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the captured page says beyond the record's fields, kept as a note on a new candidate. */
function captureNote(person: Person): string {
  const { fields } = person;
  const lines = [`Captured from ${person.pageUrl} (${SOURCE_LABEL[person.source]}).`];
  if (fields.headline) lines.push(`Headline: ${fields.headline}`);
  const experience = fields.experience
    .map(
      (e) =>
        [e.title, e.company].filter(Boolean).join(' at ') +
        (e.start || e.end ? ` (${e.start ?? '?'} – ${e.end ?? '?'})` : ''),
    )
    .filter(Boolean);
  if (experience.length) lines.push('Experience:', ...experience.map((e) => `- ${e}`));
  const education = fields.education
    .map((e) => [e.degree, e.school].filter(Boolean).join(', ') + (e.end ? ` (${e.end})` : ''))
    .filter(Boolean);
  if (education.length) lines.push('Education:', ...education.map((e) => `- ${e}`));
  return lines.join('\n');
}

function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
}: {
  id: keyof Form;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
}) {
  return (
    <label className="field" htmlFor={`f-${id}`}>
      <span>{label}</span>
      <input id={`f-${id}`} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

function Matches({ session, matches }: { session: Session; matches: CaptureMatch[] }) {
  if (matches.length === 0) return <p className="notice ok">Not in Hirebase yet.</p>;
  const on = { email: 'email', phone: 'phone', profile_url: 'profile URL' };
  return (
    <section className="notice warn" aria-labelledby="matches-title">
      <h2 id="matches-title">Already in Hirebase</h2>
      <ul>
        {matches.map((m) => (
          <li key={m.id}>
            <a href={candidateUrl(session, m.id)} target="_blank" rel="noreferrer">
              {m.name}
            </a>
            {m.current_title ? ` · ${m.current_title}` : ''} — same {m.matched_on.map((k) => on[k]).join(', ')}
          </li>
        ))}
      </ul>
      <p>Adding updates {matches[0]!.name}: the job, tags and note go to that record.</p>
    </section>
  );
}

function Review({ session, person, onDone }: { session: Session; person: Person; onDone: (d: Done) => void }) {
  const [form, setForm] = useState<Form>(() => formOf(person));
  const [matches, setMatches] = useState(person.matches);
  const [jobs, setJobs] = useState<JobOption[]>([]);
  const [tags, setTags] = useState<TagOption[]>([]);
  const [jobId, setJobId] = useState('');
  const [stageId, setStageId] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    void api.jobs(session).then(setJobs, () => setJobs([]));
    void api.tags(session).then(setTags, () => setTags([]));
  }, [session]);

  // Edited identities are looked up again, so the duplicate warning follows what will be saved.
  useEffect(() => {
    const query = lookupQuery(
      { emails: form.email ? [form.email] : [], phones: form.phone ? [form.phone] : [] },
      form.profile_url,
    );
    if (query.emails.length + query.phones.length + query.profile_urls.length === 0) return setMatches([]);
    const timer = setTimeout(() => void api.lookup(session, query).then(setMatches, () => undefined), 400);
    return () => clearTimeout(timer);
  }, [session, form.email, form.phone, form.profile_url]);

  const job = jobs.find((j) => j.id === jobId);
  const existing = matches[0];
  const nothingToDo = existing && !jobId && tagIds.length === 0 && !note.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      let id: string;
      let name: string;
      const actions: string[] = [];
      if (existing) {
        ({ id, name } = existing);
        if (tagIds.length) {
          const current = await api.getCandidate(session, id);
          await api.setTags(session, id, [...new Set([...current.tags.map((t) => t.id), ...tagIds])]);
          actions.push('tagged');
        }
      } else {
        const url = form.profile_url.trim();
        const links = [
          ...person.fields.links.filter((l) => l.url !== url),
          ...(/^https?:\/\//i.test(url) ? [{ kind: linkKind(url), url }] : []),
        ]
          .slice(0, 20)
          .map((l) => ({ kind: ['linkedin', 'github', 'portfolio'].includes(l.kind) ? l.kind : 'other', url: l.url }));
        const created = await api.createCandidate(session, {
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          email: form.email.trim() || null,
          phone: form.phone.trim() || null,
          location: form.location.trim() || null,
          current_title: form.current_title.trim() || null,
          current_company: form.current_company.trim() || null,
          skills: form.skills
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 50),
          links,
          source: 'Browser extension',
          tag_ids: tagIds,
        });
        ({ id, name } = created);
        actions.push('added to Hirebase');
        await api.addNote(session, id, captureNote(person));
      }
      if (job) {
        await api.addToJob(session, job.id, id, stageId || undefined);
        const stage = job.stages.find((s) => s.id === stageId)?.name;
        actions.push(`added to ${job.title}${stage ? ` (${stage})` : ''}`);
      }
      if (note.trim()) {
        await api.addNote(session, id, note.trim());
        actions.push('note added');
      }
      onDone({ id, name, action: actions.join(', ') });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="stack" aria-label="Captured person">
      <p className="muted">Found in {SOURCE_LABEL[person.source]}. Check the fields before adding.</p>
      <Matches session={session} matches={matches} />
      <div className="grid2">
        <Field id="first_name" label="First name" value={form.first_name} onChange={set('first_name')} />
        <Field id="last_name" label="Last name" value={form.last_name} onChange={set('last_name')} />
      </div>
      <Field id="email" label="Email" type="email" value={form.email} onChange={set('email')} />
      <Field id="phone" label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
      <Field id="current_title" label="Current title" value={form.current_title} onChange={set('current_title')} />
      <Field
        id="current_company"
        label="Current company"
        value={form.current_company}
        onChange={set('current_company')}
      />
      <Field id="location" label="Location" value={form.location} onChange={set('location')} />
      <Field id="skills" label="Skills (comma-separated)" value={form.skills} onChange={set('skills')} />
      <Field id="profile_url" label="Profile URL" type="url" value={form.profile_url} onChange={set('profile_url')} />
      {person.fields.headline ? <p className="muted">Headline: {person.fields.headline}</p> : null}
      {person.fields.experience.length || person.fields.education.length ? (
        <details>
          <summary>Experience and education (kept as a note)</summary>
          <pre className="note-preview">{captureNote(person)}</pre>
        </details>
      ) : null}
      <label className="field" htmlFor="job">
        <span>Job</span>
        <select
          id="job"
          value={jobId}
          onChange={(e) => {
            setJobId(e.target.value);
            setStageId(jobs.find((j) => j.id === e.target.value)?.stages[0]?.id ?? '');
          }}
        >
          <option value="">No job — database only</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </select>
      </label>
      {job ? (
        <label className="field" htmlFor="stage">
          <span>Stage</span>
          <select id="stage" value={stageId} onChange={(e) => setStageId(e.target.value)}>
            {job.stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tags.length ? (
        <fieldset className="tags">
          <legend>Tags</legend>
          {tags.map((t) => (
            <label key={t.id}>
              <input
                type="checkbox"
                checked={tagIds.includes(t.id)}
                onChange={(e) =>
                  setTagIds((ids) => (e.target.checked ? [...ids, t.id] : ids.filter((x) => x !== t.id)))
                }
              />{' '}
              {t.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="field" htmlFor="note">
        <span>Note</span>
        <textarea id="note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {error ? (
        <p role="alert" className="notice error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        disabled={busy || (!existing && !form.first_name.trim()) || !!nothingToDo}
      >
        {busy ? 'Saving…' : existing ? `Update ${existing.name}` : job ? 'Add to job' : 'Add to Hirebase'}
      </button>
      {nothingToDo ? <p className="muted">Choose a job, a tag or write a note to update the existing record.</p> : null}
    </form>
  );
}

export function SidePanel() {
  const session = useSession();
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session === undefined) return null;
  if (!session) return <SignedOut />;

  async function onCapture() {
    setReading(true);
    setError(null);
    setDone(null);
    setCaptured(null);
    try {
      const tab = await targetTab();
      if (!tab) throw new Error('No tab to capture.');
      setCaptured(await capture(session!, tab));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setReading(false);
    }
  }

  return (
    <main className="stack">
      <header className="bar">
        <h1>Hirebase</h1>
        <span className="badge">Connected</span>
      </header>
      <button type="button" className="primary" onClick={() => void onCapture()} disabled={reading}>
        {reading ? 'Reading the page…' : 'Capture this page'}
      </button>
      {error ? (
        <p role="alert" className="notice error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="notice ok">
          {done.name}: {done.action}.{' '}
          <a href={candidateUrl(session, done.id)} target="_blank" rel="noreferrer">
            Open in Hirebase
          </a>
        </p>
      ) : null}
      {captured?.kind === 'resume' ? (
        <p role="status" className="notice ok">
          Sent {captured.fileName} to Hirebase. It is being read now; the candidate appears in the database, merged with
          an existing record when the email matches.
        </p>
      ) : null}
      {captured?.kind === 'person' && !done ? (
        <Review
          key={captured.pageUrl}
          session={session}
          person={captured}
          onDone={(d) => {
            setDone(d);
            setCaptured(null);
          }}
        />
      ) : null}
    </main>
  );
}
