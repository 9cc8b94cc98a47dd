/**
 * Issue 30 (ADR 039): an appointment's confirmation carries a single-use cancel link. A guest books a café's hour; the
 * hour is no longer offered; the link's page shows the booking and cancels it; the same hour is offered again at
 * once, the shop's inbox is told, and the link used a second time says it was already used. On the way, the booking
 * form's Cancel button closes the form and clears it (§enquiry.dialog).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshShopper } from '../support/accounts';
import { mailMentioning } from '../support/mailbox';
import { toast } from '../support/notices';

const SHOP_INBOX = 'enquiries@gemstore.sg';
// A café no other journey books, so the hour this one holds is its own.
const CAFE = 'cafe3';

/**
 * The booking form at the café, on the first open day of next month (the 1st, or the 2nd when the 1st is a Sunday):
 * a whole day ahead, within the 90-day horizon, whatever the hour this runs at.
 */
async function openBooking(page: Page): Promise<Locator> {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Get in Touch', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Meeting Type' }).selectOption('in-person');
  await form.getByRole('combobox', { name: 'Preferred Location' }).selectOption(CAFE);
  const calendar = form.getByRole('group', { name: 'Date (Singapore time)' });
  await calendar.getByRole('button', { name: /next month/i }).click();
  const first = calendar.getByRole('button', { name: /^1 \w+ \d{4}/ });
  await ((await first.isEnabled()) ? first : calendar.getByRole('button', { name: /^2 \w+ \d{4}/ })).click();
  return form;
}

const timeField = (form: Locator) => form.getByRole('combobox', { name: 'Time (SGT)' });

test('book → the cancel link in the acknowledgement → Cancel → the same time is offered again; the link then says it was used', async ({
  page,
}) => {
  const guest = freshShopper();
  const form = await openBooking(page);
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  // Not the time the form opens on (it stays shown while it is chosen, free or not): the last other one offered.
  const opensOn = await timeField(form).inputValue();
  const offered = await timeField(form)
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));
  const time = offered.filter((at) => at !== opensOn).at(-1) ?? '';
  await timeField(form).selectOption(time);
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(toast(page, 'Appointment booked successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  // The hour is held: the form no longer offers it. Cancel closes the form and clears it, as Escape does.
  const again = await openBooking(page);
  await expect(timeField(again).locator('option', { hasText: time })).toHaveCount(0);
  await again.getByRole('textbox', { name: 'First Name' }).fill('Someone');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  await page.getByRole('button', { name: 'Get in Touch', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Book an Appointment' }).getByRole('textbox', { name: 'First Name' }),
  ).toHaveValue('');
  await page.keyboard.press('Escape');

  // The acknowledgement's link opens the shop's page for this booking.
  const mail = await mailMentioning(guest.email, /appointment/i, '/appointments/cancel/');
  const path = /https?:\/\/[^/\s]+(\/appointments\/cancel\/[\w-]+)/.exec(mail.text)?.[1];
  if (!path) throw new Error(`no cancel link in: ${mail.text}`);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your appointment' })).toBeVisible();
  const booking = page.getByRole('definition');
  await expect(booking.filter({ hasText: `${time} to ` })).toHaveCount(1);
  await expect(booking.filter({ hasText: 'Gemstore Joo Chiat Café, 282 Joo Chiat Road' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Your appointment is cancelled.' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();

  // Freed at once: the same hour is offered again.
  const freed = await openBooking(page);
  await expect(timeField(freed).locator('option', { hasText: time })).toHaveCount(1);
  await freed.getByRole('button', { name: 'Cancel' }).click();
  await expect(freed).toBeHidden();

  // The shop is told; the link used again says so, with no button to press.
  const told = await mailMentioning(SHOP_INBOX, /Appointment cancelled by the shopper/, guest.email);
  expect(told.text).toContain(`${time} to `);
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText(
    /This cancel link was already used: the appointment is cancelled\./,
  );
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
});
