import { expect, test } from '@playwright/test';
import { MESSAGES } from '@hirebase/shared';
import { expectAccessible } from './support/fixtures';

test('maintenance mode shows the maintenance page', async ({ page }) => {
  await page.goto('http://localhost:3211/sign-in');
  await expect(page.getByText(MESSAGES.maintenance)).toBeVisible();
  await expectAccessible(page);
});
