/** The Gmail and Outlook mail providers' hooks (providers.ts): the first sync after connecting, and "Sync now". */
import { startMailSync } from '../imap/sync.job';
import type { ProviderHooks } from '../providers';

export const oauthMailHooks: ProviderHooks = {
  afterConnect: async (ctx, account) => {
    await startMailSync(ctx, account);
  },
  syncNow: async (ctx, account) => {
    await startMailSync(ctx, account);
  },
};
