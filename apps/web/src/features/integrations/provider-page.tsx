import type { IntegrationProvider } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageMain } from '@/components/page-main';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { accountBadge, AccountPanel } from './account-card';
import { connectedAccountsQuery } from './api';

/** One provider's own page under /apps: its account card (state, connected as, last sync, error and reconnect, Sync now, disconnect) and what it does. */
export function ProviderPage({ provider, children }: { provider: IntegrationProvider; children?: ReactNode }) {
  const accounts = useQuery(connectedAccountsQuery());
  const p = accounts.data?.find((a) => a.provider === provider);
  return (
    <PageMain className="mx-auto w-full max-w-3xl p-6">
      <PageHeader title={p?.name ?? 'App'} description={p?.description} />
      <p className="mb-4 text-sm">
        <Link to="/apps" className="underline">
          All apps
        </Link>
      </p>
      {accounts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The connected accounts could not be loaded.
        </p>
      ) : null}
      {p ? (
        <Card aria-labelledby="provider-account">
          <CardHeader>
            <div className="flex items-start justify-between gap-3">
              <CardTitle id="provider-account">Your account</CardTitle>
              {accountBadge(p)}
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            <AccountPanel p={p} detailsLink={false} />
            {children}
          </CardContent>
        </Card>
      ) : null}
    </PageMain>
  );
}

/** /apps/google-calendar. */
export function GoogleCalendarPage() {
  return (
    <ProviderPage provider="google_calendar">
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Interviews you are on are written to your primary Google calendar, and move or disappear with them.</li>
        <li>The schedule dialog shows when you are busy and suggests times that suit the whole panel.</li>
        <li>A time you move or an interview you decline in Google Calendar comes back to Hirebase.</li>
        <li>Video interviews you schedule get a Google Meet link, unless you paste a link or have Zoom connected.</li>
      </ul>
    </ProviderPage>
  );
}
