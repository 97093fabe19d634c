import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: every story named "All States" is compared with its committed
 * reference screenshot (next to the stories file, in __screenshots__). A new story's
 * first run writes its reference and fails; commit the reference.
 */
afterEach(async (context) => {
  if (context.task.name !== 'All States' || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  await expect.element(page.elementLocator(root)).toMatchScreenshot();
});
