/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/** The candidate report as a server-rendered public page: print-friendly, no script, every value as text. */
import { CLIENT_VERDICT_LABELS, CLIENT_VERDICTS } from '@hirebase/shared';
import type { ReportView } from './report-view';

const month = (ym: string | null) => (ym ? ym.replace(/^(\d{4})-(\d{2})$/, '$2/$1') : '');
const span = (start: string | null, end: string | null) => [month(start), end === 'present' ? 'present' : month(end)].filter(Boolean).join(' – ');

function Feedback({ view, action, answered }: { view: ReportView; action: string; answered: boolean }) {
  if (!view.feedback) return null;
  return (
    <section class="pp-card pp-no-print" aria-labelledby="report-feedback-title">
      <h2 id="report-feedback-title">Your feedback</h2>
      {answered ? <p role="status" class="pp-success">Thank you — your answer was sent to the recruiter.</p> : null}
      {view.feedback.verdict ? (
        <p>
          Last answer: <strong>{CLIENT_VERDICT_LABELS[view.feedback.verdict]}</strong>
          {view.feedback.comment ? <> — “{view.feedback.comment}”</> : null}
        </p>
      ) : null}
      <form method="post" action={action}>
        <label class="pp-label" for="report-comment">Comment (optional)</label>
        <textarea id="report-comment" name="comment" maxlength={2000} rows={3}></textarea>
        <div class="submissions-actions">
          {CLIENT_VERDICTS.map((v) => (
            <button class="pp-button" type="submit" name="verdict" value={v}>
              {CLIENT_VERDICT_LABELS[v]}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}

export function ReportPage({ view, feedbackAction, resumeHref, answered }: { view: ReportView; feedbackAction: string; resumeHref: string; answered: boolean }) {
  const c = view.candidate;
  return (
    <article>
      <header>
        <p class="pp-muted">
          Candidate report from {view.org_name}
          {view.job_title ? <> for {view.job_title}</> : null}
          {view.client_name ? <> at {view.client_name}</> : null}
        </p>
        <h1>{c.name}</h1>
        <p class="pp-muted">{[c.current_title, c.current_company].filter(Boolean).join(' at ')}</p>
        <dl class="submissions-facts">
          {c.location ? (
            <>
              <dt>Location</dt>
              <dd>{c.location}</dd>
            </>
          ) : null}
          {c.years_experience != null ? (
            <>
              <dt>Experience</dt>
              <dd>{c.years_experience} years</dd>
            </>
          ) : null}
          {c.email ? (
            <>
              <dt>Email</dt>
              <dd>{c.email}</dd>
            </>
          ) : null}
          {c.phone ? (
            <>
              <dt>Phone</dt>
              <dd>{c.phone}</dd>
            </>
          ) : null}
          {c.links.map((l) => (
            <>
              <dt>{l.kind}</dt>
              <dd>{l.url}</dd>
            </>
          ))}
        </dl>
      </header>
      {view.summary ? (
        <section>
          <h2>Summary</h2>
          {view.summary.split(/\n{2,}/).map((p) => (
            <p class="submissions-summary">{p}</p>
          ))}
        </section>
      ) : null}
      {c.skills.length ? (
        <section>
          <h2>Skills</h2>
          <ul class="pp-tags">
            {c.skills.map((s) => (
              <li class="pp-tag">{s}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.experience?.length ? (
        <section>
          <h2>Experience</h2>
          <ul>
            {view.experience.map((e) => (
              <li>
                <strong>{e.title ?? 'Role'}</strong>
                {e.company ? <> · {e.company}</> : null}
                <span class="pp-muted"> {span(e.start, e.end)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.education?.length ? (
        <section>
          <h2>Education</h2>
          <ul>
            {view.education.map((e) => (
              <li>
                {[e.degree, e.institution].filter(Boolean).join(', ')}
                {e.year ? <span class="pp-muted"> {e.year}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.scorecards ? (
        <section>
          <h2>Interview scorecards</h2>
          {view.scorecards.count === 0 ? (
            <p>No scorecards yet.</p>
          ) : (
            <p>
              {view.scorecards.count} scorecard{view.scorecards.count === 1 ? '' : 's'}
              {view.scorecards.average != null ? <>, average rating {view.scorecards.average} of 4</> : null}.{' '}
              {Object.entries(view.scorecards.recommendations)
                .map(([k, n]) => `${k.replace('_', ' ')}: ${n}`)
                .join(', ')}
            </p>
          )}
        </section>
      ) : null}
      {view.assessments ? (
        <section>
          <h2>Assessments</h2>
          {view.assessments.length === 0 ? (
            <p>No assessment results yet.</p>
          ) : (
            <ul>
              {view.assessments.map((r) => (
                <li>
                  {r.title}: {r.percent}%{r.passed === null ? ', being graded' : r.passed ? ', passed' : ', not passed'}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {view.resume ? (
        <section class="pp-no-print">
          <h2>Resume</h2>
          <p>
            <a href={resumeHref}>Open {view.resume.file_name}</a>
          </p>
        </section>
      ) : null}
      <Feedback view={view} action={feedbackAction} answered={answered} />
      <footer class="pp-muted">
        {view.expires_at ? <>This link stops working on {view.expires_at.slice(0, 10)}. </> : null}Shared privately; please do not forward.
      </footer>
    </article>
  );
}
