import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export type SentMail = { to: string; subject: string; text: string };

/** Waits for the newest mail to the address (written by the SMTP sink in serve.ts) and returns its first link. */
export async function linkFromMail(mailDir: string, to: string, subject?: RegExp): Promise<string> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(mailDir)
          .sort()
          .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as SentMail)
          .filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)));
        found = mails.at(-1);
        return found != null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const match = /(https?:\/\/\S+)/.exec(found!.text);
  if (!match) throw new Error(`no link in mail to ${to}`);
  return match[1]!;
}
