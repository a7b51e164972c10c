import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast-store';
import { emailApi, emailKeys, signatureQuery } from './api';

/** The signature appended to every email the current member sends from this organization. */
export function SignatureEditor() {
  const queryClient = useQueryClient();
  const signature = useQuery(signatureQuery());
  const [value, setValue] = useState('');
  useEffect(() => {
    if (signature.data) setValue(signature.data.signature);
  }, [signature.data]);
  const save = useMutation({
    mutationFn: emailApi.setSignature,
    onSuccess: async () => {
      toast.success('Signature saved');
      await queryClient.invalidateQueries({ queryKey: emailKeys.signature });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your signature</CardTitle>
        <CardDescription>Added below every email you send, after a “-- ” line.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(value);
          }}
        >
          <FormField label="Signature">{(p) => <Textarea {...p} rows={4} maxLength={2000} value={value} onChange={(e) => setValue(e.target.value)} />}</FormField>
          <Button type="submit" className="justify-self-start" disabled={save.isPending || !signature.data || value === signature.data.signature}>
            Save signature
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
