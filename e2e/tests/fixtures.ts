import { test as base, expect } from '@playwright/test';

/**
 * Every journey's `test`: the same as Playwright's, and it fails when the page reports a
 * Content-Security-Policy violation, so every page is proved to work under the policy the
 * server sends (apps/server/src/lib/security-headers.ts).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
