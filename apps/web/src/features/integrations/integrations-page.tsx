import { useQuery } from '@tanstack/react-query';
import { Calendar, Mail, Puzzle, Video, Briefcase } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageMain } from '@/components/page-main';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth/use-auth';
import { checkExtension, postToExtension, type ExtensionStatus } from '@/lib/extension';
import type { IntegrationKind } from '@hirebase/shared';
import { accountBadge, AccountPanel } from './account-card';
import { connectedAccountsQuery } from './api';
import { WorkingHoursCard } from './working-hours-card';

const KIND_ICON: Record<IntegrationKind, ReactNode> = {
  mail: <Mail aria-hidden="true" className="size-5" />,
  calendar: <Calendar aria-hidden="true" className="size-5" />,
  video: <Video aria-hidden="true" className="size-5" />,
  portal: <Briefcase aria-hidden="true" className="size-5" />,
};

type Integration = {
  key: string;
  title: string;
  icon: ReactNode;
  description: string;
  status: ReactNode;
  body: ReactNode;
};

const EXTENSION_TEXT: Record<
  Exclude<ExtensionStatus, 'unavailable'>,
  { badge: string; connected: boolean; body: string }
> = {
  installed: {
    badge: 'Connected',
    connected: true,
    body: 'The extension is signed in as you. Open its side panel on a profile page or a resume and choose “Capture this page”.',
  },
  missing: {
    badge: 'Not installed',
    connected: false,
    body: 'Install the extension in Chrome or another Chromium browser to capture people from any profile page or resume you open there: load the built apps/extension/dist folder from chrome://extensions (Developer mode, “Load unpacked”), then come back to this page.',
  },
  unconfigured: {
    badge: 'Not configured',
    connected: false,
    body: 'This server names no extension (EXTENSION_ID is empty), so the web app cannot reach one.',
  },
};

/** The extension card's state: asks CHECK_EXTENSION, and hands a found extension the session token. */
function useExtensionStatus() {
  const { token } = useAuth();
  const query = useQuery({ queryKey: ['extension-status'], queryFn: checkExtension, staleTime: 0, retry: false });
  const installed = query.data === 'installed';
  useEffect(() => {
    // An extension installed after sign-in has no token yet: this page gives it one.
    if (installed && token) void postToExtension({ type: 'AUTH_TOKEN', token }).catch(() => undefined);
  }, [installed, token]);
  return query;
}

/** The integrations hub (/apps): one card per integration, each saying whether it is connected. */
export function IntegrationsPage() {
  const extension = useExtensionStatus();
  // Without the extension Chrome gives a page no runtime to message: that is “not installed” too.
  const text = extension.data ? EXTENSION_TEXT[extension.data === 'unavailable' ? 'missing' : extension.data] : null;
  const accounts = useQuery(connectedAccountsQuery());
  const integrations: Integration[] = [
    ...(accounts.data ?? []).map((p) => ({
      key: p.provider,
      title: p.name,
      icon: KIND_ICON[p.kinds[0] ?? 'mail'],
      description: p.description,
      status: accountBadge(p),
      body: <AccountPanel p={p} />,
    })),
    {
      key: 'extension',
      title: 'Browser extension',
      icon: <Puzzle aria-hidden="true" className="size-5" />,
      description:
        'Capture candidates from profile pages and resumes in Chrome, check for duplicates, and add them to a job.',
      status: text ? (
        <Badge variant={text.connected ? 'default' : 'secondary'}>{text.badge}</Badge>
      ) : (
        <Badge variant="secondary">Checking…</Badge>
      ),
      body: text ? <p className="text-sm text-muted-foreground">{text.body}</p> : null,
    },
  ];
  return (
    <PageMain className="mx-auto w-full max-w-5xl p-6">
      <PageHeader title="Apps" description="Tools that bring candidates and conversations into Hirebase. Mailboxes and calendars are yours alone; the organization’s integrations are connected by an administrator." />
      {accounts.isError ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          The connected accounts could not be loaded.
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Integrations">
        {integrations.map((i) => (
          <li key={i.key}>
            <Card aria-labelledby={`integration-${i.key}`} className="h-full">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <CardTitle id={`integration-${i.key}`} className="flex items-center gap-2">
                    {i.icon}
                    {i.title}
                  </CardTitle>
                  {i.status}
                </div>
                <CardDescription>{i.description}</CardDescription>
              </CardHeader>
              <CardContent>{i.body}</CardContent>
            </Card>
          </li>
        ))}
        <li>
          <WorkingHoursCard />
        </li>
      </ul>
    </PageMain>
  );
}
