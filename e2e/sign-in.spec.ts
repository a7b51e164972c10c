import { expect, test } from '@playwright/test';
import { passBotCheck } from './support/fixtures';

test('the sign-in button says why it waits, and ticking the robot check itself enables it', async ({ page }) => {
  await page.goto('/login?redirect=%2Fjobs');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fjobs$/);
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(button).toBeDisabled();
  await expect(page.getByText('Tick “I’m not a robot” above to continue.')).toBeVisible();
  // A plain click on the checkbox, not forced: nothing drawn over it may catch the click.
  await passBotCheck(page);
  await expect(button).toBeEnabled();
  await expect(page.getByText('Tick “I’m not a robot” above to continue.')).toHaveCount(0);
});
