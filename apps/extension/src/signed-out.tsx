/** Shown while no Hirebase session was handed over: signing in to the web app connects the extension. */
export function SignedOut() {
  return (
    <main className="stack">
      <header className="bar">
        <h1>Hirebase</h1>
        <span className="badge off">Signed out</span>
      </header>
      <p>Sign in to Hirebase in this browser to connect the extension. Signing out there signs it out here too.</p>
    </main>
  );
}
