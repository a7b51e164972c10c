import { ProviderPage } from './provider-page';

/** /apps/gmail: the member's Gmail account card and what the connection brings in. */
export function GmailPage() {
  return (
    <ProviderPage provider="google_mail">
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Mail between you and an address of one of your organization’s candidates lands on that candidate’s timeline, with its attachments. The rest of your mailbox is never stored.</li>
        <li>Candidate email you send from Hirebase goes out from your Gmail, in the conversation it answers.</li>
        <li>Put a label named “Private” on any message of a conversation to keep the whole conversation out; if it was already brought in, the next sync removes it.</li>
        <li>When a message you sent bounces, the delivery report marks it “Bounced” with the reason.</li>
      </ul>
    </ProviderPage>
  );
}
