import { expect, test } from '@playwright/test';
import { DEMO, login } from './support/fixtures';

test("a candidate's header buttons show their whole labels, on a laptop and on a phone", async ({ page }) => {
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/database');
  await page.locator('main a[href^="/database/candidate/"]').first().click();
  const merge = page.getByRole('button', { name: 'Merge duplicate…' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(merge).toBeVisible();
    const fits = await merge.evaluate((el) => {
      const box = el.getBoundingClientRect();
      let clipped = el.scrollWidth > el.clientWidth;
      // No ancestor that hides overflow cuts the button off.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible') continue;
        const r = p.getBoundingClientRect();
        if (box.left < r.left - 0.5 || box.right > r.right + 0.5) clipped = true;
      }
      return !clipped && box.right <= window.innerWidth;
    });
    expect(fits, `the merge button fits at ${width}px`).toBe(true);
  }
});
