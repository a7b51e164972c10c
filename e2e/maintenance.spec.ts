import { expect, test } from '@playwright/test';
import { MESSAGES } from '@hirebase/shared';
import { expectAccessible } from './support/fixtures';
import { E2E_PORT } from './support/paths';

test('maintenance mode shows the maintenance page', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT + 1}/sign-in`);
  await expect(page.getByText(MESSAGES.maintenance)).toBeVisible();
  await expectAccessible(page);
});
