import { SignedOut } from './signed-out';
import { useSession } from './use-session';

/** The toolbar popup: the connection, and the side panel where capturing happens. */
export function Popup() {
  const session = useSession();
  if (session === undefined) return null;
  if (!session) return <SignedOut />;
  async function openPanel() {
    const win = await chrome.windows.getCurrent();
    await chrome.sidePanel.open({ windowId: win.id });
    window.close();
  }
  return (
    <main className="stack">
      <header className="bar">
        <h1>Hirebase</h1>
        <span className="badge">Connected</span>
      </header>
      <p className="muted">Connected to {new URL(session.origin).host}.</p>
      <button type="button" className="primary" onClick={() => void openPanel()}>
        Open the capture panel
      </button>
      <a href={session.origin} target="_blank" rel="noreferrer">
        Open Hirebase
      </a>
    </main>
  );
}
