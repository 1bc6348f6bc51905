import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** What the e2e specs check on any page: no uncaught exception, no serious accessibility violation. */

/** Uncaught exceptions of the page, collected so that a test can expect none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * A visit in a new browser context (no cookies, nothing stored): runs `visit` on its page, expects no uncaught
 * exception there, and closes the context.
 */
export async function inFreshBrowser(
  browser: Browser,
  visit: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await visit(page, context);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Where a page loads axe-core from: a path of its own origin, answered by the test, never by the server. */
const AXE_PATH = '/__e2e__/axe.min.js';
let axeSource: string | undefined;
const pagesWithAxeRoute = new WeakSet<Page>();

/**
 * Loads axe-core into the page as a script of the page's own origin: the storefront's Content-Security-Policy
 * (`script-src 'self'`) refuses the inline script `addScriptTag({ path })` would add.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!pagesWithAxeRoute.has(page)) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const body = axeSource;
    await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body }));
    pagesWithAxeRoute.add(page);
  }
  await page.addScriptTag({ url: AXE_PATH });
}

/** axe-core's serious and critical violations on the page as it stands: there must be none. */
export async function expectNoSeriousA11yViolations(page: Page, what?: string) {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    const result = await (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target),
      }));
  });
  expect(violations, what).toEqual([]);
}

/** Fills the login form the page shows and sends it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A cookie of the page's context, decoded, or undefined when it is not set. */
export async function cookie(page: Page, name: string): Promise<string | undefined> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  return found === undefined ? undefined : decodeURIComponent(found.value);
}
