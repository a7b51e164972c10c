import type { Client, Contact } from '@hirebase/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CustomFieldValues } from '@/features/custom-fields/custom-fields-card';
import { focusRing } from '@/lib/utils';
import { clientsApi, useClientMutation } from './api';
import { ContactDialog } from './contact-dialog';

export function ContactsCard({ client }: { client: Client }) {
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<{ contact?: Contact } | null>(null);
  const remove = useClientMutation(clientsApi.removeContact, 'Contact removed', client.id);
  const primary = useClientMutation((id: string) => clientsApi.updateContact({ id, input: { is_primary: true } }), 'Primary contact changed', client.id);
  const contacts = [...client.contacts].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.name.localeCompare(b.name));

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Contacts</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setDialog({})}>
          <Plus aria-hidden="true" /> Add contact
        </Button>
      </CardHeader>
      <CardContent>
        <ContactDialog clientId={client.id} contact={dialog?.contact} open={dialog !== null} onOpenChange={(open) => (open ? undefined : setDialog(null))} />
        {contacts.length === 0 ? <p className="text-sm text-muted-foreground">No contacts yet.</p> : null}
        <ul className="grid gap-2" aria-label="Contacts">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm">
              <div className="grid min-w-0">
                <span className="font-medium">
                  {c.name} {c.is_primary ? <Badge variant="secondary">Primary</Badge> : null}
                </span>
                {c.title ? <span className="text-muted-foreground">{c.title}</span> : null}
                {c.email ? (
                  <a href={`mailto:${c.email}`} className={`text-primary hover:underline ${focusRing}`}>
                    {c.email}
                  </a>
                ) : null}
                {c.phone ? <span>{c.phone}</span> : null}
                <CustomFieldValues entity="contact" values={c.custom_fields} />
              </div>
              <div className="flex gap-1">
                {!c.is_primary ? (
                  <Button size="sm" variant="ghost" aria-label={`Make ${c.name} the primary contact`} onClick={() => primary.mutate(c.id)}>
                    Make primary
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`} onClick={() => setDialog({ contact: c })}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${c.name}`}
                  onClick={async () => {
                    if (await confirm({ title: `Remove ${c.name}?`, confirmText: 'Remove', destructive: true })) remove.mutate(c.id);
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
