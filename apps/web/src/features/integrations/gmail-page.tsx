import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageMain } from '@/components/page-main';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { accountBadge, AccountPanel } from './account-card';
import { connectedAccountsQuery } from './api';

/** /apps/gmail: the member's Gmail connection — its state, who it is connected as, the last sync, and what it does. */
export function GmailPage() {
  const accounts = useQuery(connectedAccountsQuery());
  const p = accounts.data?.find((a) => a.provider === 'google_mail');
  return (
    <PageMain className="mx-auto w-full max-w-3xl p-6">
      <PageHeader title="Gmail" description="Your Gmail, connected to Hirebase: only mail with candidates comes in, and candidate email goes out from your own address." />
      {accounts.isLoading ? <Skeleton className="h-40" /> : null}
      {accounts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The connected accounts could not be loaded.
        </p>
      ) : null}
      {p ? (
        <div className="grid gap-4">
          <Card aria-labelledby="gmail-card">
            <CardHeader>
              <div className="flex items-start justify-between gap-3">
                <CardTitle id="gmail-card" className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-5" />
                  {p.name}
                </CardTitle>
                {accountBadge(p)}
              </div>
              <CardDescription>{p.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <AccountPanel p={p} detailsLink={false} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>What is synced</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm text-muted-foreground">
              <p>Mail between you and an address of one of your organization’s candidates lands on that candidate’s timeline, with its attachments. The rest of your mailbox is never stored.</p>
              <p>Put a label named “Private” on any message of a conversation to keep the whole conversation out; if it was already brought in, the next sync removes it.</p>
              <p>When a message you sent from Hirebase bounces, the delivery report marks it “Bounced” with the reason.</p>
            </CardContent>
          </Card>
          <p className="text-sm">
            <Link to="/apps" className="underline">
              All apps
            </Link>
          </p>
        </div>
      ) : null}
    </PageMain>
  );
}
