import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.config.ts: resizes the browser window around the test iframe. */
    resizeBrowserWindow: (width: number, height: number) => Promise<void>;
  }
}

/**
 * Visual regression: every story named "All States" is compared with its committed
 * reference screenshot (next to the stories file, in __screenshots__). A new story's
 * first run writes its reference and fails; commit the reference.
 */
afterEach(async (context) => {
  if (context.task.name !== 'All States' || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  const restore = await showWholeStory(root);
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot();
  } finally {
    await restore();
  }
});

/** Re-measures after a resize, for layouts that depend on the viewport height. */
const MAX_RESIZES = 3;

/**
 * Nothing outside the test iframe is painted, so a story taller than the iframe came out blank
 * below its bottom edge. Grow the iframe to the story's full height, and the browser window with
 * it: Vitest scales an iframe that does not fit the window down (also one wider than the window,
 * e.g. a story with a wide viewport). Returns the undo.
 */
async function showWholeStory(root: HTMLElement): Promise<() => Promise<void>> {
  const frame = { width: window.innerWidth, height: window.innerHeight };
  // The orchestrator page around the iframe is same-origin.
  const browserWindow = { width: window.parent.innerWidth, height: window.parent.innerHeight };
  let height = frame.height;
  let resized = false;
  for (let resize = 0; resize < MAX_RESIZES; resize += 1) {
    const needed = Math.ceil(
      Math.max(
        height,
        root.scrollHeight,
        root.getBoundingClientRect().bottom + window.scrollY,
        document.documentElement.scrollHeight,
      ),
    );
    const fits = frame.width <= browserWindow.width && needed <= browserWindow.height;
    if (needed === height && (resized || fits)) break;
    height = needed;
    await commands.resizeBrowserWindow(
      Math.max(browserWindow.width, frame.width),
      Math.max(browserWindow.height, height),
    );
    // Also when only the window changed: this is what makes Vitest recompute the iframe's scale.
    await page.viewport(frame.width, height);
    resized = true;
  }
  return async () => {
    if (!resized) return;
    await page.viewport(frame.width, frame.height);
    await commands.resizeBrowserWindow(browserWindow.width, browserWindow.height);
  };
}
