import { ERROR_PAGE, MESSAGES } from '@hirebase/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from './ui/button';
import { StatusPage } from './status-page';

/** The generic error page of SPEC §2; with an error, a Show Error / Hide Error toggle (router default). */
export function ErrorPage({ error }: { error?: unknown }) {
  const [shown, setShown] = useState(false);
  const message = error instanceof Error ? error.message : error ? String(error) : '';
  return (
    <StatusPage
      code={ERROR_PAGE.code}
      title={ERROR_PAGE.title}
      description={<p>{ERROR_PAGE.description}</p>}
      extra={
        error ? (
          <div className="rounded-lg border bg-muted/40 p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <p className="font-medium">{MESSAGES.routerError}</p>
              <Button variant="outline" size="sm" aria-expanded={shown} onClick={() => setShown((v) => !v)}>
                {shown ? 'Hide Error' : 'Show Error'}
              </Button>
            </div>
            {shown ? (
              <pre className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-card p-3 text-xs">
                {message || 'Unknown error'}
              </pre>
            ) : null}
          </div>
        ) : null
      }
    >
      <Button variant="outline" onClick={() => window.history.back()}>
        {ERROR_PAGE.back}
      </Button>
      <Button asChild>
        <Link to="/">{ERROR_PAGE.home}</Link>
      </Button>
    </StatusPage>
  );
}

export function RouterErrorComponent({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
