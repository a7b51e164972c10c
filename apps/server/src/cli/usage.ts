/** The operator CLI's usage text, shown with every mistake in a command line. */
import type { AdminResult } from '../lib/admin-channel';

export const USAGE = `Usage: npm run admin -- <command>
  create-user --email E --password P --org "Name" --role admin|manager|recruiter [--first-name F] [--last-name L]
  reset-password --email E --password P
  seed-demo
  list-orgs
  set-plan --org slug-or-id --plan starter|growth|scale [--seats N]
  support-tickets [--status open|answered|closed|all]
  support-reply --ticket ID --message "Text" [--name "Operator name"] [--close]`;

export function usageError(message: string): AdminResult {
  return { exitCode: 1, stdout: '', stderr: `${message}\n\n${USAGE}` };
}
