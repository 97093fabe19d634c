import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../apps/site/app/prerendered-paths';
import { expect, test } from './fixtures';

/*
 * A prerendered page paints with the rules its HTML uses, inlined at build time, and the whole
 * stylesheet is enabled once the app starts (apps/site/build-tools/critical-css.ts). Here the
 * app never starts (its scripts are refused), so the page shows what its first paint shows; then
 * the whole stylesheet is enabled by hand, and no element may move or change its look.
 */

/** Box and the computed styles that show, of every element in the body, one line each. */
function elementLooks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        [box.x, box.y, box.width, box.height].map(Math.round).join(','),
        style.display,
        style.color,
        style.backgroundColor,
        style.font,
        style.margin,
        style.padding,
        style.gap,
        style.border,
        style.borderRadius,
        style.boxShadow,
        style.listStyleType,
        style.textDecorationLine,
        style.opacity,
        style.visibility,
      ].join(' | ');
    }),
  );
}

/** Enables the stylesheet the page links `disabled`, resolving once it has loaded. */
function enableWholeStylesheet(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
        if (!link) return resolve(false);
        link.addEventListener('load', () => resolve(true), { once: true });
        link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)));
        link.disabled = false;
      }),
  );
}

const VIEWS = [
  { width: 390, theme: 'light' },
  { width: 1280, theme: 'light' },
  { width: 390, theme: 'dark' },
] as const;

for (const { width, theme } of VIEWS) {
  test(`every prerendered page paints as it looks with the whole stylesheet (${width} px, ${theme})`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + PRERENDERED_PATHS.length * 3_000);
    await page.setViewportSize({ width, height: 900 });
    // Without the skeletons' pulse, which would change their opacity between two readings.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((choice) => window.localStorage.setItem('theme', choice), theme);
    await page.route(/\.js(?:\?|$)/, (route) => route.abort());
    for (const path of PRERENDERED_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('style[data-critical]')).toHaveCount(1);
        const painted = await elementLooks(page);
        expect(await enableWholeStylesheet(page), 'a stylesheet held back').toBe(true);
        const changed = (await elementLooks(page))
          .map((look, index) => (look === painted[index] ? null : `${painted[index]}\n→ ${look}`))
          .filter((change) => change !== null);
        expect.soft(changed, `${path}: elements that change with the whole stylesheet`).toEqual([]);
      });
    }
  });
}
