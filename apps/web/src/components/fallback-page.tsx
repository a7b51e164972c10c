import { FALLBACK_PAGE } from '@hirebase/shared';
import { ChevronDown } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './ui/button';
import { StatusPage } from './status-page';

export function FallbackPage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <StatusPage
      title={FALLBACK_PAGE.title}
      description={
        <>
          <p>{FALLBACK_PAGE.description}</p>
          <p className="mt-3 rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
            {error.message || 'Unknown error'}
          </p>
        </>
      }
      extra={
        error.stack ? (
          // A native disclosure: the root error boundary sits on the first paint, so it carries no widget library.
          <details className="group rounded-lg border text-sm">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between px-4 py-2 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              Error details
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words border-t p-4 text-xs">
              {error.stack}
            </pre>
          </details>
        ) : null
      }
    >
      <Button variant="outline" onClick={() => window.location.assign('/')}>
        {FALLBACK_PAGE.home}
      </Button>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {FALLBACK_PAGE.reload}
      </Button>
      <Button onClick={onRetry}>{FALLBACK_PAGE.retry}</Button>
    </StatusPage>
  );
}

type State = { error: Error | null };

/** Root error boundary: React still needs a class for this. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <FallbackPage error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
