import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { webUrl } from './e2e-env';
import { call, createUser, loginSeededAdmin, ROLE, USER_PASSWORD } from './support/api-driver';
import { expectNoSeriousA11yViolations, logIn, watchPageErrors } from './support/page-checks';

const HOST = 'fungaid.localhost';
const TENANT = 6;

/** A small photo as the customer's phone would pick it. */
const photo = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

/** The thread the page shows (`?thread=`). */
const openThreadId = (page: Page) => Number(new URL(page.url()).searchParams.get('thread'));

/** Logs the customer in through /login, coming back to the chat. */
async function openChat(page: Page, email: string) {
  await page.goto(webUrl(HOST, '/accountv2/chat'));
  await expect(page).toHaveURL(webUrl(HOST, '/login'));
  await logIn(page, email, USER_PASSWORD);
  await expect(page).toHaveURL(webUrl(HOST, '/accountv2/chat'));
  await expect(page.getByRole('heading', { name: 'Messages with your care team', level: 1 })).toBeVisible();
}

test('a customer asks with a photo, and the care team’s replies appear without a reload', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const customer = await createUser(request, TENANT, 'chat', ROLE.customer);
  const staff = await loginSeededAdmin(request, TENANT);
  await openChat(page, customer.email);

  // Nothing yet: the empty state, and the form to start.
  await expect(page.getByText('No messages yet — ask your care team anything')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveText('All caught up');
  await expectNoSeriousA11yViolations(page, 'empty chat');

  // Sending without words says what is missing.
  await page.getByRole('button', { name: 'Send to your care team' }).click();
  await expect(page.getByText('Give your question a topic.')).toBeVisible();

  await page.getByLabel('Topic').fill('A rash near the nail');
  await page.getByLabel('Your message').fill('Is this a side effect? Photo attached.');
  await page
    .getByLabel('Attach a photo or PDF')
    .setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByText('(ready)')).toBeVisible();
  await page.getByRole('button', { name: 'Send to your care team' }).click();

  const thread = page.getByRole('article');
  await expect(thread.getByRole('heading', { name: 'A rash near the nail' })).toBeVisible();
  const mine = thread.getByTestId('chat-message').filter({ hasText: 'Is this a side effect?' });
  await expect(mine).toContainText('You');
  const image = mine.getByRole('img', { name: 'rash.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  const threadId = openThreadId(page);
  expect(threadId).toBeGreaterThan(0);

  // The care team answers through the API; the page shows it live, announces it and marks it read.
  await call(request, TENANT, 'POST', `/api/chat/threads/${threadId}/messages`, {
    token: staff,
    body: { body: 'That looks like mild irritation. Keep it dry.' },
    expected: 201,
  });
  const reply = thread.getByTestId('chat-message').filter({ hasText: 'Keep it dry.' });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Care team');
  await expect(page.getByTestId('chat-announcer')).toContainText('New message from your care team');
  await expect
    .poll(
      async () =>
        (await call<{ count: number }>(request, TENANT, 'GET', '/api/chat/unread', { token: customer.token }))
          .count,
    )
    .toBe(0);
  await expect(page.getByTestId('chat-unread')).toHaveText('All caught up');

  // A new conversation opened by the care team shows up in the list, unread, and the count follows.
  await call(request, TENANT, 'POST', '/api/chat/threads', {
    token: staff,
    body: { subject: 'Your lab results', body: 'Your results are in; all normal.', userId: customer.id },
    expected: 201,
  });
  const results = page.getByRole('button', { name: /Your lab results/ });
  await expect(results).toContainText('1 unread');
  await expect(page.getByTestId('chat-unread')).toHaveText('1 unread');
  await results.click();
  await expect(page.getByTestId('chat-message').getByText('Your results are in; all normal.')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveText('All caught up');
  await expect(results).not.toContainText('unread');

  // The customer replies in the open thread.
  await page.getByLabel('Your message').fill('Thank you!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'a chat thread');
  expect(errors).toEqual([]);
});

test('at 390 px the chat shows one pane at a time and a reply still arrives live', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  try {
    const customer = await createUser(request, TENANT, 'chat-mobile', ROLE.customer);
    const staff = await loginSeededAdmin(request, TENANT);
    const { thread } = await call<{ thread: { id: number } }>(request, TENANT, 'POST', '/api/chat/threads', {
      token: customer.token,
      body: { subject: 'Shipping', body: 'When does my refill ship?' },
      expected: 201,
    });
    await openChat(page, customer.email);

    // The list fills the screen; a conversation replaces it, with a way back.
    const item = page.getByRole('button', { name: /Shipping/ });
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'chat list at 390 px');
    await item.click();
    await expect(item).toBeHidden();
    await expect(page.getByText('When does my refill ship?')).toBeVisible();

    await call(request, TENANT, 'POST', `/api/chat/threads/${thread.id}/messages`, {
      token: staff,
      body: { body: 'It ships on Friday.' },
      expected: 201,
    });
    await expect(page.getByText('It ships on Friday.', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'chat thread at 390 px');

    await page.getByRole('button', { name: '← All conversations' }).click();
    await expect(item).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a failed load shows an error with a retry, and without the live stream the page polls', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const customer = await createUser(request, TENANT, 'chat-fallback', ROLE.customer);
  const staff = await loginSeededAdmin(request, TENANT);
  const { thread } = await call<{ thread: { id: number } }>(request, TENANT, 'POST', '/api/chat/threads', {
    token: customer.token,
    body: { subject: 'Dosage', body: 'Can I take it twice a day?' },
    expected: 201,
  });
  // The stream never opens (a proxy that drops it), and the first load of the threads is refused.
  await page.route('**/api/chat/events', (route) => route.abort());
  let refuse = true;
  await page.route('**/api/chat/threads', async (route) => {
    if (!refuse) return route.continue();
    refuse = false;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Not now' }),
    });
  });
  await page.goto(webUrl(HOST, '/accountv2/chat'));
  await logIn(page, customer.email, USER_PASSWORD);

  await expect(page.getByRole('alert')).toContainText('We could not load your messages. Not now');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: /Dosage/ }).click();
  await expect(page.getByText('Live updates are paused')).toBeVisible();

  await call(request, TENANT, 'POST', `/api/chat/threads/${thread.id}/messages`, {
    token: staff,
    body: { body: 'Once a day is enough.' },
    expected: 201,
  });
  await expect(page.getByText('Once a day is enough.', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
