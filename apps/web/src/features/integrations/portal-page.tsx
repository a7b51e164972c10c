import { can, type PortalOverview } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageMain } from '@/components/page-main';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { FeatureGate } from '@/features/org/feature-gate';
import { useRole } from '@/features/org/use-current-org';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { AccountPanel } from './account-card';
import { connectedAccountsQuery } from './api';
import { portalQuery, usePortalMutations } from './portal-api';
import { PortalImport } from './portal-import';
import { PortalJobs, PortalValueInput } from './portal-jobs';

/** Administrators: which member's mailbox receives the portal's application emails, and the jobs' default values. */
function PortalSettingsForm({ page }: { page: PortalOverview }) {
  const { settings: save } = usePortalMutations(page.portal);
  const [mailbox, setMailbox] = useState(page.settings?.mailbox_user_id ?? '');
  const [defaults, setDefaults] = useState<Record<string, string>>(page.settings?.defaults ?? {});
  const own = page.fields.filter((f) => f.from.startsWith('portal.'));
  const submit = () => save.mutate({ mailbox_user_id: mailbox || null, defaults }, { onSuccess: () => toast.success(`${page.name} settings saved`) });
  return (
    <div className="grid gap-3 text-sm">
      <label className="grid gap-1" htmlFor="portal-mailbox">
        Mailbox that receives {page.name}’s application emails
        <select id="portal-mailbox" className="h-9 rounded-md border bg-background px-2" value={mailbox} onChange={(e) => setMailbox(e.target.value)}>
          <option value="">None: import exports only</option>
          {page.mailboxes.map((m) => (
            <option key={m.user_id} value={m.user_id}>
              {m.name} ({m.email})
            </option>
          ))}
        </select>
      </label>
      <p className="text-muted-foreground">Mail from {page.sender_domains.join(', ')} that announces an application becomes an applicant while that mailbox syncs. A member connects a mailbox under Apps.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {own.map((f) => (
          <label key={f.key} className="grid gap-1" htmlFor={`default-${f.key}`}>
            Default {f.label.toLowerCase()}
            <PortalValueInput field={f} id={`default-${f.key}`} value={defaults[f.key] ?? ''} onChange={(v) => setDefaults({ ...defaults, [f.key]: v })} placeholder="None" />
          </label>
        ))}
      </div>
      {save.error ? (
        <p role="alert" className="text-destructive">
          {isApiError(save.error) ? save.error.message : 'The settings could not be saved'}
        </p>
      ) : null}
      <div>
        <Button size="sm" onClick={submit} disabled={save.isPending}>
          Save settings
        </Button>
      </div>
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const OUTCOME = { created: 'New candidate', matched: 'Matched an existing candidate', skipped: 'Skipped' } as const;

function PortalBody({ portal }: { portal: string }) {
  const role = useRole();
  const accounts = useQuery(connectedAccountsQuery());
  const query = useQuery(portalQuery(portal));
  const state = accounts.data?.find((p) => p.provider === portal);
  const page = query.data;
  if (query.isError) return <p role="alert" className="text-sm text-destructive">The portal could not be loaded.</p>;
  if (!page || !state) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const admin = can(role, 'integrations:manage');
  return (
    <div className="grid gap-6">
      <SectionCard title="Connection" description={`Your ${page.name} employer account. Hirebase checks the form here; ${page.name} reads the feed below.`}>
        <AccountPanel p={state} detailsLink={false} />
      </SectionCard>
      {page.connected && admin ? (
        <SectionCard title="Settings">
          <PortalSettingsForm key={JSON.stringify(page.settings)} page={page} />
        </SectionCard>
      ) : null}
      {page.feed_url ? (
        <SectionCard title="Feed address" description={`Give this address to ${page.name}. It lists the published open jobs that have every field ${page.name} requires; keep it private.`}>
          <code className="block break-all rounded bg-muted p-2 text-xs">{page.feed_url}</code>
        </SectionCard>
      ) : null}
      <SectionCard title="Field mapping" description={`What each ${page.name} field is filled from.`}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-muted-foreground">
              <th className="py-1 font-medium">{page.name} field</th>
              <th className="py-1 font-medium">Element</th>
              <th className="py-1 font-medium">From</th>
              <th className="py-1 font-medium">Required</th>
            </tr>
          </thead>
          <tbody>
            {page.fields.map((f) => (
              <tr key={f.key} className="border-t">
                <td className="py-1">{f.label}</td>
                <td className="py-1 font-mono text-xs">{f.element}</td>
                <td className="py-1 font-mono text-xs">{f.from}</td>
                <td className="py-1">{f.required ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
      {page.connected ? (
        <>
          <SectionCard title="Jobs" description={`Publish a job to put it in the feed. ${page.name} needs every required field first.`}>
            <PortalJobs portal={portal} portalName={page.name} jobs={page.jobs} fields={page.fields} defaults={page.settings?.defaults ?? {}} canPublish={can(role, 'career_pages:manage')} />
          </SectionCard>
          {can(role, 'candidates:write') ? (
            <SectionCard title="Import applicants" description={`Upload the applicant export you downloaded from ${page.name}. Known people are matched, not duplicated.`}>
              <PortalImport portal={portal} portalName={page.name} jobs={page.jobs} />
            </SectionCard>
          ) : null}
        </>
      ) : null}
      <SectionCard title="Recent applicants">
        {page.applicants.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label={`Recent applicants from ${page.name}`}>
            {page.applicants.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
                <span>
                  {a.candidate_id ? (
                    <Link to="/database/candidate/$id" params={{ id: a.candidate_id }} className="font-medium hover:underline">
                      {a.name || a.email || 'Unnamed'}
                    </Link>
                  ) : (
                    <span className="font-medium">{a.name || a.email || 'Unnamed'}</span>
                  )}
                  {a.job_title ? ` · ${a.job_title}` : ''}
                </span>
                <span className="text-muted-foreground">
                  {OUTCOME[a.outcome]}
                  {a.reason ? `: ${a.reason}` : ''} · {a.channel === 'email' ? 'email' : 'export'} · {when(a.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

/** /apps/naukri (and any portal): connect, settings, feed, field mapping, jobs, import and recent applicants. */
export function PortalPage({ portal, name }: { portal: string; name: string }) {
  return (
    <PageMain className="mx-auto w-full max-w-5xl p-6">
      <PageHeader title={name} description={`Publish jobs to ${name} and bring its applicants in.`} />
      <FeatureGate feature="job_portals" fallback={<p className="text-sm">Your plan does not include job portals. Upgrade under Settings › Billing.</p>}>
        <PortalBody portal={portal} />
      </FeatureGate>
    </PageMain>
  );
}
