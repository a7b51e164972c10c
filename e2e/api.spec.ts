import { expect, test } from '@playwright/test';
import { DEMO, login } from './support/fixtures';

test('an admin makes an API key that reads clients but cannot write them, revokes it, and reads the demo webhook’s delivery log', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  await expect(page.getByRole('cell', { name: /Payroll export \(retired\)/ })).toBeVisible();

  const name = `Zapier ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Clients and contacts access').selectOption('read');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByTestId('secret-once');
  await expect(secret).toHaveText(/^hb_/);
  const key = (await secret.textContent())!.trim();

  const auth = { authorization: `Bearer ${key}` };
  expect((await page.request.get('/api/v1/recruiter/clients', { headers: auth })).status()).toBe(200);
  expect((await page.request.post('/api/v1/recruiter/clients', { headers: auth, data: { name: 'Nope' } })).status()).toBe(403);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Revoked')).toBeVisible();
  expect((await page.request.get('/api/v1/recruiter/clients', { headers: auth })).status()).toBe(401);

  await page.goto('/settings/webhooks');
  await expect(page.getByText('https://hooks.example.com/hirebase')).toBeVisible();
  await page.getByRole('button', { name: 'Show deliveries' }).click();
  await expect(page.getByText('succeeded').first()).toBeVisible();
  await page.getByRole('button', { name: 'Request' }).first().click();
  await expect(page.getByText(/webhook-id: msg_/)).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Hirebase API', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Candidates', level: 2 })).toBeVisible();
});
