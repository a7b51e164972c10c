import { MESSAGES, NOT_FOUND_PAGE } from '@hirebase/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { Button } from './ui/button';
import { StatusPage } from './status-page';

declare module '@tanstack/react-router' {
  // Module augmentation merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface HistoryState {
    title?: string;
    description?: string;
    /** Where the user was before landing on a status page. */
    from?: string;
  }
}

/** Title and description come from navigation state, with the SPEC defaults. */
export function NotFoundPage() {
  const state = useRouterState({ select: (s) => s.location.state });
  return (
    <StatusPage
      code="404"
      eyebrow={MESSAGES.routerNotFound}
      title={state.title || NOT_FOUND_PAGE.title}
      description={<p>{state.description || NOT_FOUND_PAGE.description}</p>}
    >
      <Button asChild>
        <Link to="/">{NOT_FOUND_PAGE.action}</Link>
      </Button>
    </StatusPage>
  );
}
