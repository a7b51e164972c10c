import { useEffect, useState } from 'react';
import { SignedOut } from './signed-out';
import { useSession } from './use-session';

/** The toolbar popup: the connection, and the side panel where capturing happens. */
export function Popup() {
  const session = useSession();
  const [windowId, setWindowId] = useState<number | undefined>(undefined);
  useEffect(() => {
    void chrome.windows.getCurrent().then((w) => setWindowId(w.id));
  }, []);
  if (session === undefined) return null;
  if (!session) return <SignedOut />;
  function openPanel() {
    // Called straight from the click: Chrome opens a side panel only in answer to a user gesture.
    void chrome.sidePanel.open({ windowId }).then(() => window.close());
  }
  return (
    <main className="stack">
      <header className="bar">
        <h1>Hirebase</h1>
        <span className="badge">Connected</span>
      </header>
      <p className="muted">Connected to {new URL(session.origin).host}.</p>
      <button type="button" className="primary" onClick={openPanel} disabled={windowId === undefined}>
        Open the capture panel
      </button>
      <a href={session.origin} target="_blank" rel="noreferrer">
        Open Hirebase
      </a>
    </main>
  );
}
