/** The IMAP/SMTP provider's hooks (providers.ts): sign in before saving, sync after connecting and on "Sync now". */
import type { ProviderHooks } from '../providers';
import { verifyImap } from './connect';
import { startMailSync } from './sync.job';

export const imapHooks: ProviderHooks = {
  verify: verifyImap,
  afterConnect: async (ctx, account) => {
    await startMailSync(ctx, account);
  },
  syncNow: async (ctx, account) => {
    await startMailSync(ctx, account);
  },
};
