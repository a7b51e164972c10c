import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useConfirm } from '@/components/confirm-dialog';
import { careersApi, careersKeys, deletionRequestsQuery, useCareersMutation } from './api';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Applicants' requests to erase their data (admins): confirm erases the candidate with their files and answers. */
export function DeletionRequestsCard() {
  const { data } = useQuery(deletionRequestsQuery());
  const confirmDialog = useConfirm();
  const confirm = useCareersMutation(careersApi.confirmDeletion, 'The candidate’s data was erased', [careersKeys.deletions]);
  const dismiss = useCareersMutation(careersApi.dismissDeletion, 'Request dismissed', [careersKeys.deletions]);
  const erase = async (id: string, name: string) => {
    const ok = await confirmDialog({
      title: `Erase ${name}?`,
      description: 'Their candidate record, applications, answers, resumes and emails in this organization are deleted for good.',
      confirmText: 'Erase data',
      destructive: true,
    });
    if (ok) confirm.mutate(id);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data-deletion requests</CardTitle>
        <CardDescription>Applicants ask from the link in their confirmation email. Nothing is erased until you confirm.</CardDescription>
      </CardHeader>
      <CardContent>
        {!data?.length ? (
          <p className="text-sm text-muted-foreground">No requests.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Candidate</TableHead>
                <TableHead>Requested</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="sr-only">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <div className="font-medium">{r.candidate_name}</div>
                    {r.email ? <div className="text-xs text-muted-foreground">{r.email}</div> : null}
                  </TableCell>
                  <TableCell>{when(r.requested_at)}</TableCell>
                  <TableCell>
                    <Badge variant={r.status === 'pending' ? 'outline' : r.status === 'confirmed' ? 'destructive' : 'secondary'}>{r.status}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {r.status === 'pending' ? (
                      <div className="flex justify-end gap-2">
                        <Button size="sm" variant="destructive" disabled={confirm.isPending} onClick={() => void erase(r.id, r.candidate_name)}>
                          Erase data
                        </Button>
                        <Button size="sm" variant="outline" disabled={dismiss.isPending} onClick={() => dismiss.mutate(r.id)}>
                          Dismiss
                        </Button>
                      </div>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
