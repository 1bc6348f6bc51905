import { expect, type Page } from '@playwright/test';

/** The shipping address and phone the profile specs move a customer to. */
export const MOVED = {
  phone: '(206) 555-0123',
  street: '500 Pine St',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
};

/**
 * On the profile page: types a new phone into the masked field as a person would (select what is there, type the
 * digits) and a new shipping address, saves, reloads, and finds them kept (with whatever else the caller changed
 * before, checked by the caller).
 */
export async function moveAndSaveProfile(page: Page) {
  const phone = page.getByLabel('Mobile phone');
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.pressSequentially(MOVED.phone.replace(/\D/g, ''));
  await expect(phone).toHaveValue(MOVED.phone);
  await page.getByLabel('Street address').fill(MOVED.street);
  await page.getByLabel('City').fill(MOVED.city);
  await page.getByLabel('State').selectOption(MOVED.state);
  await page.getByLabel('ZIP code').fill(MOVED.zip);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mobile phone')).toHaveValue(MOVED.phone);
  await expect(page.getByLabel('Street address')).toHaveValue(MOVED.street);
  await expect(page.getByLabel('City')).toHaveValue(MOVED.city);
  await expect(page.getByLabel('State')).toHaveValue(MOVED.state);
  await expect(page.getByLabel('ZIP code')).toHaveValue(MOVED.zip);
}
