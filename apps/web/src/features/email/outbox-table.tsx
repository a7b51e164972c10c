import type { OutboxMessage } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RelativeTime } from '@/features/activity/relative-time';
import { outboxQuery } from './api';

const STATUS: Record<OutboxMessage['status'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  sent: { label: 'Sent', variant: 'success' },
  stored: { label: 'In outbox', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** Every message of the organization: sent over SMTP, kept here without SMTP, or failed with the reason. */
export function OutboxTable() {
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQuery(page));
  const [open, setOpen] = useState<string | null>(null);
  const rows = outbox.data?.data ?? [];
  const total = outbox.data?.meta.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Outbox</CardTitle>
        <CardDescription>Mail goes through SMTP when it is configured; otherwise it is kept here. Either way, every message is listed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {outbox.isLoading ? <Skeleton className="h-24" /> : null}
        {outbox.data && rows.length === 0 ? <p className="text-sm text-muted-foreground">No mail yet.</p> : null}
        {rows.length > 0 ? (
          <Table aria-label="Outbox">
            <TableHeader>
              <TableRow>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>When</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.id} className="align-top">
                  <TableCell className="break-all">{m.to}</TableCell>
                  <TableCell className="min-w-0">
                    <button type="button" className="text-left font-medium underline-offset-4 hover:underline" aria-expanded={open === m.id} onClick={() => setOpen(open === m.id ? null : m.id)}>
                      {m.subject}
                    </button>
                    {m.attachments.length > 0 ? (
                      <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground" aria-label="Attachments">
                        {m.attachments.map((a, i) => (
                          <li key={i} className="flex items-center gap-1 break-all">
                            <Paperclip className="size-3" aria-hidden="true" /> {a.file_name} ({a.content_type})
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {open === m.id ? <p className="mt-2 max-w-prose whitespace-pre-wrap break-words text-sm text-muted-foreground">{m.text}</p> : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge>
                    {m.error ? <p className="mt-1 max-w-56 break-words text-xs text-destructive">{m.error}</p> : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-sm text-muted-foreground">
                    <RelativeTime value={m.created_at} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {total > 25 ? (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {page} of {Math.ceil(total / 25)}
            </span>
            <Button variant="outline" size="sm" disabled={page * 25 >= total} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
