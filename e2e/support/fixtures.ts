import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  admin: 'admin@demo.hirebase.local',
  manager: 'manager@demo.hirebase.local',
  recruiter: 'recruiter@demo.hirebase.local',
  password: 'hirebase-demo',
};

/** Solves the ALTCHA check the way a person does: clicks the box itself and waits for it to verify. */
export async function passBotCheck(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.locator('.altcha[data-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
}

export async function login(page: Page, email: string, password = DEMO.password, redirect?: string) {
  await page.goto(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** No serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Moves a board card one column right with the keyboard (Space, ArrowRight, Space), waiting for the
 * board to announce each step as a screen reader user would hear it before pressing the next key.
 */
export async function keyboardMoveRight(page: Page, card: Locator, name: string, toStage: string) {
  const status = page.getByRole('status').filter({ hasText: name });
  await card.focus();
  await page.keyboard.press('Space');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The pick-up is announced, then at once which column the card is over.
  await expect(status).toContainText(new RegExp(`Picked up ${escaped}|${escaped} is over`));
  // The columns are measured just after the pick-up; an arrow pressed before that has nowhere to go.
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowRight');
  await expect(status).toContainText(`${name} is over ${toStage}`);
  await page.keyboard.press('Space');
}
