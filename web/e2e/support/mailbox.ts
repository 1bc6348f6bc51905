import { expect, type APIRequestContext } from '@playwright/test';

import { mailUrl } from '../e2e-env';

/** How specs read the emails the API sent: the run's mail catcher (maildev) and its REST API. */

/** A message as the catcher's REST API answers it (the fields the specs read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  date: string;
}

/** Every message the catcher holds for `address`, oldest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const response = await request.get(mailUrl('/email'));
  expect(response.status(), 'the mail catcher answers').toBe(200);
  const all = (await response.json()) as CaughtMail[];
  const wanted = address.toLowerCase();
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * Waits until a message to `address` (whose subject matches `subject`, when given) has arrived and answers the
 * newest such message. The outbox sends within seconds; `timeout` allows for its retries.
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  { subject, timeout = 30_000 }: { subject?: string | RegExp; timeout?: number } = {},
): Promise<CaughtMail> {
  const matches = (mail: CaughtMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).filter(matches).at(-1);
        return found !== undefined;
      },
      { message: `an email to ${address}${subject ? ` (${String(subject)})` : ''}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The link under the button `label` in the message's plain-text part ("{label}:" then the URL on its own line). */
export function linkIn(mail: CaughtMail, label: string): string {
  const lines = mail.text.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim() === `${label}:`);
  const url = at === -1 ? undefined : lines[at + 1]?.trim();
  if (!url) throw new Error(`no link "${label}" in the email "${mail.subject}"`);
  return url;
}
