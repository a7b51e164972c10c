import { can, type Client } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Pencil, Send, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Timeline } from '@/features/activity/timeline';
import { CustomFieldsCard } from '@/features/custom-fields/custom-fields-card';
import { NotesPanel } from '@/features/notes/notes-panel';
import { useRole } from '@/features/org/use-current-org';
import { TagList } from '@/features/tags/tag-badge';
import { focusRing } from '@/lib/utils';
import { clientKeys, clientQuery, clientsApi, useClientMutation } from './api';
import { ClientJobs } from './client-jobs';
import { CLIENT_STATUS_LABELS, ClientFormDialog } from './client-form-dialog';
import { ContactsCard } from './contacts-card';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children ?? '—'}</dd>
    </div>
  );
}

function Details({ client: c }: { client: Client }) {
  const website = c.website && /^https?:\/\//i.test(c.website) ? c.website : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Row label="Status">
            <Badge variant={c.status === 'active' ? 'success' : 'secondary'}>{CLIENT_STATUS_LABELS[c.status]}</Badge>
          </Row>
          <Row label="Website">
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer" className={`text-primary hover:underline ${focusRing}`}>
                {website}
              </a>
            ) : null}
          </Row>
          <Row label="Industry">{c.industry}</Row>
          <Row label="Location">{c.location}</Row>
          <Row label="Phone">{c.phone}</Row>
          <Row label="Owner">{c.owner?.name}</Row>
          <Row label="Open jobs">{c.open_jobs}</Row>
          <Row label="Tags">{c.tags.length ? <TagList tags={c.tags} /> : null}</Row>
          <Row label="Description">{c.description}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}

export function ClientProfile({ id }: { id: string }) {
  const client = useQuery(clientQuery(id));
  const role = useRole();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const remove = useClientMutation(clientsApi.remove, 'Client deleted');
  if (client.isLoading) return <Skeleton className="h-96" />;
  if (!client.data) return <p className="text-sm text-muted-foreground">This client could not be loaded.</p>;
  const c = client.data;

  return (
    <>
      <Link to="/clients" className={`mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground ${focusRing}`}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Clients
      </Link>
      <PageHeader
        title={c.name}
        description={[c.industry, c.location].filter(Boolean).join(' · ') || undefined}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/clients/$clientId/submission" params={{ clientId: c.id }}>
                <Send aria-hidden="true" /> Submissions
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            {can(role, 'clients:delete') ? (
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={async () => {
                  if (!(await confirm({ title: `Delete ${c.name}?`, description: 'Its contacts and notes are removed. This cannot be undone.', confirmText: 'Delete', destructive: true }))) return;
                  remove.mutate(c.id, { onSuccess: () => void navigate({ to: '/clients' }) });
                }}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            ) : null}
          </>
        }
      />
      <ClientFormDialog open={editing} onOpenChange={setEditing} client={c} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Details client={c} />
          <CustomFieldsCard entity="client" recordId={c.id} values={c.custom_fields} recordKey={clientKeys.detail(c.id)} permission="clients:write" />
          <ContactsCard client={c} />
          <ClientJobs clientId={c.id} />
        </div>
        <div className="grid content-start gap-6">
          <NotesPanel entityType="client" entityId={c.id} />
          <Timeline entityId={c.id} />
        </div>
      </div>
    </>
  );
}
