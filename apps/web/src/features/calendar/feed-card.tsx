import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { calendarFeedQuery, interviewKeys, interviewsApi, useInterviewMutation } from '@/features/interviews/api';
import { toast } from '@/lib/toast-store';

/** The private iCal feed of my interviews: copy it into Google Calendar or Outlook, or rotate it. */
export function FeedCard() {
  const feed = useQuery(calendarFeedQuery);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const rotate = useInterviewMutation(async () => {
    const next = await interviewsApi.rotateFeed();
    queryClient.setQueryData(interviewKeys.feed, next);
    return next;
  }, 'New calendar link created; the old one no longer works');

  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success('Calendar link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it');
    }
  }

  async function onRotate() {
    const ok = await confirm({ title: 'Replace your calendar link?', description: 'Calendars subscribed to the current link stop updating.', confirmText: 'Replace link' });
    if (ok) rotate.mutate(undefined);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe from your calendar app</CardTitle>
        <CardDescription>A private link to the interviews you are on, for Google Calendar (“From URL”) or Outlook (“Subscribe from web”). Anyone with the link can read it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <Input readOnly aria-label="Private calendar link" value={feed.data?.url ?? ''} onFocus={(e) => e.currentTarget.select()} className="min-w-64 flex-1 font-mono text-xs" />
        <Button variant="outline" onClick={copy} disabled={!feed.data}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
        <Button variant="outline" onClick={onRotate} disabled={rotate.isPending}>
          <RefreshCw aria-hidden="true" /> Replace link
        </Button>
      </CardContent>
    </Card>
  );
}
