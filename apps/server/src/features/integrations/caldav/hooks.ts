/** The CalDAV provider's hooks (providers.ts): sign in before saving; the rest is every calendar's. */
import { calendarHooks } from '../calendar/hooks';
import type { ProviderHooks } from '../providers';
import { verifyCaldav } from './connect';

export const caldavHooks: ProviderHooks = { verify: verifyCaldav, ...calendarHooks };
