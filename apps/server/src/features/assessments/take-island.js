// The assessment page's island: timer on the server's clock, autosave (every few seconds and on blur),
// integrity counters (tab switches, pastes, time per question) and code highlighting. Served as is, same origin.
const form = document.querySelector('.assessments-form');
if (form) start(form);

function start(form) {
  const token = form.dataset.token;
  const api = `/api/v1/public/assessments/${encodeURIComponent(token)}`;
  const deadline = form.dataset.deadline ? Date.parse(form.dataset.deadline) : null;
  const offset = Date.parse(form.dataset.now) - Date.now();
  const initial = JSON.parse(form.dataset.signals || '{"tab_switches":0,"pastes":{},"time_ms":{}}');
  const signals = { tab_switches: initial.tab_switches, pastes: { ...initial.pastes } };
  const timeMs = { ...initial.time_ms };
  const timer = form.querySelector('[data-timer]');
  const saveState = form.querySelector('[data-save-state]');
  let dirty = false;
  let saving = null;
  let finished = false;
  let focused = null;
  let focusedSince = 0;

  const sections = [...form.querySelectorAll('[data-question]')];
  const valueOf = (section) => {
    const kind = section.dataset.kind;
    if (kind === 'single') {
      const checked = section.querySelector('input:checked');
      return checked ? Number(checked.value) : null;
    }
    if (kind === 'multiple') return [...section.querySelectorAll('input:checked')].map((i) => Number(i.value));
    return section.querySelector('textarea, input').value;
  };

  function tick() {
    if (focused && document.visibilityState === 'visible') {
      const now = Date.now();
      timeMs[focused] = (timeMs[focused] || 0) + (now - focusedSince);
      focusedSince = now;
    }
  }

  // A change made while a save is in flight is saved right after it, never dropped; "Saved at" shows only
  // when nothing is left to save.
  async function save() {
    if (saving) {
      await saving;
      return dirty ? save() : undefined;
    }
    tick();
    saveState.textContent = 'Saving…';
    const body = {
      answers: sections.map((s) => ({ question_id: s.dataset.question, value: valueOf(s), time_ms: Math.round(timeMs[s.dataset.question] || 0) })),
      signals,
    };
    dirty = false;
    saving = fetch(`${api}/answers`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((res) => {
        if (res.status === 410) return finish();
        if (!res.ok) throw new Error(String(res.status));
        if (!dirty) saveState.textContent = `Saved at ${new Date().toLocaleTimeString()}`;
      })
      .catch(() => {
        dirty = true;
        saveState.textContent = 'Not saved yet: trying again…';
      })
      .finally(() => {
        saving = null;
      });
    return saving;
  }

  async function submit() {
    if (finished) return;
    await save();
    const res = await fetch(`${api}/submit`, { method: 'POST' }).catch(() => null);
    if (res && (res.ok || res.status === 410)) return finish();
    saveState.textContent = 'Could not submit: check your connection and try again.';
  }

  function finish() {
    finished = true;
    window.location.reload();
  }

  form.addEventListener('input', () => {
    dirty = true;
  });
  form.addEventListener('focusin', (e) => {
    tick();
    const section = e.target.closest('[data-question]');
    focused = section ? section.dataset.question : null;
    focusedSince = Date.now();
  });
  form.addEventListener('focusout', () => {
    tick();
    if (dirty) save();
  });
  form.addEventListener('paste', (e) => {
    const section = e.target.closest('[data-question]');
    if (!section || (section.dataset.kind !== 'short' && section.dataset.kind !== 'long' && section.dataset.kind !== 'code')) return;
    const id = section.dataset.question;
    signals.pastes[id] = (signals.pastes[id] || 0) + 1;
    dirty = true;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      signals.tab_switches += 1;
      tick();
      save();
    } else {
      focusedSince = Date.now();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit();
  });

  setInterval(() => {
    if (dirty && !finished) save();
  }, 4000);

  if (deadline !== null) {
    const show = () => {
      const left = Math.max(0, deadline - (Date.now() + offset));
      const m = Math.floor(left / 60000);
      const s = Math.floor((left % 60000) / 1000);
      timer.textContent = `Time left: ${m}:${String(s).padStart(2, '0')}`;
      if (left === 0 && !finished) submit();
    };
    show();
    setInterval(show, 1000);
  }

  for (const box of form.querySelectorAll('.assessments-code')) highlight(box);
}

const KEYWORDS = new Set(
  'async await break case catch class const continue def default do elif else enum export extends false final finally fn for from func function go if impl import in interface is lambda let match new nil none null package pass private public raise return self static struct super switch this throw true try type val var void while with yield'.split(' '),
);
const TOKEN = /(\/\/[^\n]*|#[^\n]*|\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

// Draws the code behind a transparent textarea with spans built from text nodes (never HTML strings).
function highlight(box) {
  const input = box.querySelector('textarea');
  const view = box.querySelector('code');
  const render = () => {
    const text = input.value;
    const parts = document.createDocumentFragment();
    let last = 0;
    for (const m of text.matchAll(TOKEN)) {
      const kind = m[1] ? 'comment' : m[2] ? 'string' : m[3] ? 'number' : KEYWORDS.has(m[4]) ? 'keyword' : null;
      if (!kind) continue;
      parts.append(text.slice(last, m.index));
      const span = document.createElement('span');
      span.className = `assessments-tok-${kind}`;
      span.textContent = m[0];
      parts.append(span);
      last = m.index + m[0].length;
    }
    parts.append(`${text.slice(last)}\n`);
    view.replaceChildren(parts);
  };
  input.addEventListener('input', render);
  input.addEventListener('scroll', () => {
    view.parentElement.scrollTop = input.scrollTop;
    view.parentElement.scrollLeft = input.scrollLeft;
  });
  box.classList.add('assessments-code-live');
  render();
}
