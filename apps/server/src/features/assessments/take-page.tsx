/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
/**
 * The candidate's page at /a/{token}: instructions and a start button, then the questions as one form. The form
 * works without script (posting saves and submits); the island script adds the timer, autosave and the
 * integrity counters. Every text shown is escaped by JSX.
 */
import type { PublicAttempt, PublicQuestion } from '@hirebase/shared';

type Value = PublicAttempt['answers'][string];

function minutesText(m: number | null) {
  return m ? `${m} minutes` : 'No time limit';
}

export function IntroView({ state, token }: { state: PublicAttempt; token: string }) {
  return (
    <div class="assessments-intro">
      <p class="pp-muted">{state.organization}</p>
      <h1>{state.title}</h1>
      <p>Hi {state.candidate_first_name},</p>
      {state.instructions ? <p class="pp-prose assessments-instructions">{state.instructions}</p> : null}
      <ul class="pp-list assessments-facts">
        <li>{state.question_count} questions, {state.total_points} points</li>
        <li>{minutesText(state.time_limit_minutes)}{state.time_limit_minutes ? ', counted from when you start' : ''}</li>
        <li>One attempt. Answers are saved as you go; if you reload or lose the connection, you continue where you were.</li>
      </ul>
      <form method="post" action={`/a/${token}/start`}>
        <button class="pp-button" type="submit">
          Start the assessment
        </button>
      </form>
    </div>
  );
}

function ChoiceInput({ q, value }: { q: PublicQuestion; value: Value }) {
  const multiple = q.kind === 'multiple';
  const chosen = new Set(Array.isArray(value) ? value : typeof value === 'number' ? [value] : []);
  return (
    <fieldset class="assessments-options">
      <legend class="pp-muted">{multiple ? 'Choose all that apply' : 'Choose one'}</legend>
      {q.options.map((option, i) => (
        <label class="assessments-option">
          <input type={multiple ? 'checkbox' : 'radio'} name={`q_${q.id}`} value={String(i)} checked={chosen.has(i)} />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}

function TextInput({ q, value }: { q: PublicQuestion; value: Value }) {
  const text = typeof value === 'string' ? value : '';
  if (q.kind === 'short') return <input type="text" name={`q_${q.id}`} value={text} maxlength={20000} aria-label="Your answer" />;
  if (q.kind === 'long') return <textarea name={`q_${q.id}`} rows={8} maxlength={20000} aria-label="Your answer">{text}</textarea>;
  return (
    <div class="assessments-code" data-language={q.language ?? ''}>
      <pre class="assessments-code-view" aria-hidden="true">
        <code />
      </pre>
      <textarea name={`q_${q.id}`} rows={14} maxlength={20000} spellcheck={false} aria-label={`Your code${q.language ? ` (${q.language})` : ''}`} class="assessments-code-input">
        {text}
      </textarea>
    </div>
  );
}

export function QuestionsView({ state, token }: { state: PublicAttempt; token: string }) {
  const questions = state.questions ?? [];
  return (
    <form method="post" action={`/a/${token}/submit`} class="assessments-form" data-token={token} data-deadline={state.deadline_at ?? ''} data-now={state.server_now} data-signals={JSON.stringify(state.signals)}>
      <div class="assessments-bar" role="status">
        <strong>{state.title}</strong>
        <span class="assessments-timer" data-timer>
          {state.deadline_at ? 'Time left: …' : 'No time limit'}
        </span>
        <span class="pp-muted" data-save-state>
          Answers are saved as you go
        </span>
      </div>
      {questions.map((q, i) => (
        <section class="pp-card assessments-question" data-question={q.id} data-kind={q.kind} aria-labelledby={`q-${q.id}-title`}>
          <h2 id={`q-${q.id}-title`} class="assessments-question-title">
            Question {i + 1} <span class="pp-muted">({q.points} {q.points === 1 ? 'point' : 'points'})</span>
          </h2>
          <p class="pp-prose assessments-prompt">{q.prompt}</p>
          {q.kind === 'single' || q.kind === 'multiple' ? <ChoiceInput q={q} value={state.answers[q.id] ?? null} /> : <TextInput q={q} value={state.answers[q.id] ?? null} />}
        </section>
      ))}
      <button class="pp-button" type="submit">
        Submit answers
      </button>
    </form>
  );
}

export function DoneView({ message }: { message: string }) {
  return (
    <div class="pp-center">
      <h1>Already submitted</h1>
      <p class="pp-muted">{message}</p>
    </div>
  );
}
