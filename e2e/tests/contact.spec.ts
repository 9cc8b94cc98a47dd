/**
 * Issue 21: the contact page's enquiries against the built shop — each reaches the shop's inbox in words and the
 * shopper gets an acknowledgement; a signed-in shopper's form is prefilled; 'Enquire for Price' carries the piece's
 * link; two shoppers cannot hold one café's slot; the invitation is a calendar file with the right SGT start.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { freshShopper, registerAndSignIn } from '../support/accounts';
import { attachmentText, mailMentioning } from '../support/mailbox';
import { toast } from '../support/notices';

const SHOP_INBOX = 'enquiries@gemstore.sg';

async function openForm(page: Page, opener: string, title: string) {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  return form;
}

test('a guest leaves a message: the shop has it in words, the guest an acknowledgement, and the form resets', async ({
  page,
}) => {
  const guest = freshShopper();
  await page.goto('/contact');
  const form = await openForm(page, 'Message Now', 'Leave a Message');
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await form.getByRole('textbox', { name: 'Contact Number' }).fill('91234567');
  await form
    .getByRole('textbox', { name: 'How may we help you?' })
    .fill('Do you have <b>unheated</b> Burmese rubies?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const shopMail = await mailMentioning(SHOP_INBOX, /New enquiry/, guest.email);
  expect(shopMail.text).toContain('+6591234567');
  expect(shopMail.text).toContain('Do you have <b>unheated</b> Burmese rubies?');
  // To an address nobody verified, the acknowledgement says what arrived, never what was typed (ADR 038).
  const ack = await mailMentioning(guest.email, /We have received your message/, 'Enquiry: Message');
  expect(ack.text).not.toContain('unheated');

  const again = await openForm(page, 'Message Now', 'Leave a Message');
  await expect(again.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(again.getByRole('textbox', { name: 'Contact Number' })).toHaveValue('');
});

test("'Enquire for Price' on a Featured piece: a signed-in shopper's request, prefilled, reaches the shop with the link", async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/gemstones/Featured');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: 'Enquire for Price' }).click();
  const form = page.getByRole('dialog', { name: 'Custom Order & Sourcing Request' });
  await expect(form.getByRole('link', { name })).toBeVisible();
  const link = (await form.getByRole('link', { name }).getAttribute('href')) ?? '';
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue(shopper.firstName);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Custom order request submitted successfully!')).toBeVisible();

  const shopMail = await mailMentioning(SHOP_INBOX, /New enquiry/, shopper.email);
  expect(shopMail.text).toContain(link);
  expect(shopMail.text).toContain('I am looking for a gemstone');
  await mailMentioning(shopper.email, /custom order request/, link);
});

async function bookingPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/contact');
  const form = await openForm(page, 'Get in Touch', 'Book an Appointment');
  await form.getByRole('combobox', { name: 'Meeting Type' }).selectOption('in-person');
  await form.getByRole('combobox', { name: 'Preferred Location' }).selectOption('cafe2');
  return { context, page, form, shopper };
}

test('two shoppers book the same café slot: one gets it, the other is offered the nearest free times; the invitation parses', async ({
  browser,
}) => {
  const first = await bookingPage(browser);
  const second = await bookingPage(browser);
  try {
    const time = first.form.getByRole('combobox', { name: 'Time (SGT)' });
    await expect(time).not.toHaveValue('');
    const chosen = await time.inputValue();
    await second.form.getByRole('combobox', { name: 'Time (SGT)' }).selectOption(chosen);

    await first.form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(toast(first.page, 'Appointment booked successfully!')).toBeVisible();
    await second.form.getByRole('button', { name: 'Book Appointment' }).click();
    const nearest = second.form.getByRole('group', { name: 'Nearest free times' });
    await expect(nearest.getByRole('alert')).toContainText(
      'That time was just taken. Please choose another time.',
    );
    await expect(nearest.getByRole('button').first()).toBeVisible();
    await nearest.getByRole('button').first().click();
    await second.form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(toast(second.page, 'Appointment booked successfully!')).toBeVisible();

    // The first shopper's acknowledgement carries a calendar file whose start is the chosen time in Singapore.
    const mail = await mailMentioning(first.shopper.email, /appointment/i, 'Duxton');
    const calendar = new ICAL.Component(ICAL.parse(await attachmentText(mail, /text\/calendar/)));
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event) throw new Error('the invitation has no event');
    const invitation = new ICAL.Event(event);
    const start = invitation.startDate.toJSDate();
    const sgt = new Date(start.getTime() + 8 * 60 * 60 * 1000).toISOString();
    expect(sgt.slice(11, 16)).toBe(chosen);
    expect(invitation.location).toContain('Duxton Road');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('the contact bar, a deep link, the FAQ and the services page', async ({ page }) => {
  await page.goto('/contact#leaveMessageSection');
  const message = page.getByRole('dialog', { name: 'Leave a Message' });
  await expect(message).toBeVisible();
  // Escape and a click outside each dismiss the form and clear what was typed.
  await message.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();
  await page.getByRole('button', { name: 'Message Now', exact: true }).click();
  await expect(message.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await message.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.mouse.click(5, 450);
  await expect(message).toBeHidden();
  await page.getByRole('button', { name: 'Message Now', exact: true }).click();
  await expect(message.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Contact us' })
    .getByRole('button', { name: 'Book an Appointment' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  // Behind the open dialog the page is hidden from assistive technology: found by its id.
  await expect(page.locator('#appointmentSection')).toBeInViewport();
  await page.keyboard.press('Escape');

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button', { name: 'How do I choose the right gemstone?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await faq.getByRole('tab', { name: 'Crafting a Dream' }).click();
  await expect(faq.getByRole('tabpanel').getByRole('button')).toHaveCount(6);
  await faq.getByRole('tab', { name: 'Discover Your Sparkle' }).click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/services');
  await page.getByRole('button', { name: 'Start Today' }).click();
  await expect(page).toHaveURL(/\/contact#customOrderSection$/);
  await expect(page.getByRole('dialog', { name: 'Custom Order & Sourcing Request' })).toBeVisible();
});

test('a guest books an online appointment and a signed-in shopper leaves a message, prefilled: both arrive', async ({
  page,
  browser,
}) => {
  const guest = freshShopper();
  await page.goto('/contact');
  const booking = await openForm(page, 'Get in Touch', 'Book an Appointment');
  await booking.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await booking.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await expect(booking.getByRole('combobox', { name: 'Time (SGT)' })).not.toHaveValue('');
  const time = await booking.getByRole('combobox', { name: 'Time (SGT)' }).inputValue();
  await booking.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(toast(page, 'Appointment booked successfully!')).toBeVisible();
  const shopMail = await mailMentioning(SHOP_INBOX, /New enquiry/, guest.email);
  expect(shopMail.text).toContain('Online');
  await mailMentioning(guest.email, /appointment/i, time);

  const context = await browser.newContext();
  try {
    const signedIn = await context.newPage();
    const shopper = await registerAndSignIn(signedIn.request);
    await signedIn.goto('/contact#leaveMessageSection');
    const form = signedIn.getByRole('dialog', { name: 'Leave a Message' });
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue(shopper.firstName);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await form
      .getByRole('textbox', { name: 'How may we help you?' })
      .fill('Please resize the ring I bought.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(signedIn, 'Message sent successfully!')).toBeVisible();
    await mailMentioning(SHOP_INBOX, /New enquiry/, shopper.email);
    await mailMentioning(shopper.email, /We have received your message/, 'resize');
  } finally {
    await context.close();
  }
});

test('a guest asks for a custom piece: every field reaches the shop in words, the guest an acknowledgement', async ({
  page,
}) => {
  const guest = freshShopper();
  await page.goto('/contact');
  const form = await openForm(page, 'Get Started Today', 'Custom Order & Sourcing Request');
  await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Singapore');
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(guest.lastName);
  await form.getByRole('combobox', { name: 'Contact Number: country code' }).selectOption('+60');
  await form.getByRole('textbox', { name: 'Contact Number' }).fill('123456789');
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Malaysia');
  await form
    .getByRole('combobox', { name: 'How can we help?' })
    .selectOption({ label: 'I would like to make a piece of jewellery' });
  await form.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: 'Milestone' });
  await form
    .getByRole('textbox', { name: 'Additional Information' })
    .fill('A pendant for our tenth anniversary, with a padparadscha sapphire.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Custom order request submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const shopMail = await mailMentioning(SHOP_INBOX, /New enquiry/, guest.email);
  for (const line of [
    `First Name: ${guest.firstName}`,
    `Last Name: ${guest.lastName}`,
    'Contact Number: +60123456789',
    `Email: ${guest.email}`,
    'Country: Malaysia',
    'How can we help?: I would like to make a piece of jewellery',
    'Purpose: Milestone',
    'Additional Information: A pendant for our tenth anniversary, with a padparadscha sapphire.',
  ])
    expect(shopMail.text).toContain(line);
  const ack = await mailMentioning(
    guest.email,
    /custom order request/,
    'Enquiry: Custom order & sourcing request',
  );
  expect(ack.text).not.toContain('padparadscha');

  const again = await openForm(page, 'Get Started Today', 'Custom Order & Sourcing Request');
  await expect(again.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(again.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Singapore');
  await expect(again.getByRole('textbox', { name: 'Additional Information' })).toHaveValue('');
});

test("§forms.under-field: each form shows each field's message under it, announced, and sends nothing until mended", async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/form/')) sent++;
  });
  const field = (form: Locator, role: 'textbox' | 'combobox', name: string) =>
    form.getByRole(role, { name, exact: true });
  await page.goto('/contact');

  // Leave a Message: nothing typed, then too short and malformed.
  const message = await openForm(page, 'Message Now', 'Leave a Message');
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(message, 'textbox', 'First Name')).toHaveAccessibleDescription(
    'Please fill in the First Name',
  );
  await expect(field(message, 'textbox', 'Email')).toHaveAccessibleDescription('Please fill in the Email');
  // The first field in error takes the focus, so a screen reader says its message at once.
  await expect(field(message, 'textbox', 'First Name')).toBeFocused();
  await expect(field(message, 'textbox', 'How may we help you?')).toHaveAccessibleDescription(
    'Please fill in the How may we help you?',
  );
  await field(message, 'textbox', 'First Name').fill('A');
  await field(message, 'textbox', 'Last Name').fill('B');
  await field(message, 'textbox', 'Contact Number').fill('1234');
  await field(message, 'textbox', 'Email').fill('ada@example');
  await field(message, 'textbox', 'How may we help you?').fill('x'.repeat(501));
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(message, 'textbox', 'First Name')).toHaveAccessibleDescription(
    'First Name must be between 2 and 20 characters',
  );
  await expect(field(message, 'textbox', 'Last Name')).toHaveAccessibleDescription(
    'Last Name must be between 2 and 20 characters',
  );
  await expect(field(message, 'textbox', 'Contact Number')).toHaveAccessibleDescription(
    'Invalid phone number',
  );
  await expect(field(message, 'textbox', 'Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(field(message, 'textbox', 'How may we help you?')).toHaveAccessibleDescription(
    'Your message must be between 10 and 500 characters',
  );
  // Mended, each message goes as the field is corrected (the form checks again once it has been sent).
  await field(message, 'textbox', 'First Name').fill('Ada');
  await expect(field(message, 'textbox', 'First Name')).not.toHaveAccessibleDescription(/./);
  await page.keyboard.press('Escape');

  // Custom order: no country, too little said.
  const custom = await openForm(page, 'Get Started Today', 'Custom Order & Sourcing Request');
  await field(custom, 'combobox', 'Country').selectOption('');
  await field(custom, 'textbox', 'Additional Information').fill('A ring');
  await custom.getByRole('button', { name: 'Submit Request' }).click();
  await expect(field(custom, 'combobox', 'Country')).toHaveAccessibleDescription('Please select a country');
  await expect(field(custom, 'textbox', 'Additional Information')).toHaveAccessibleDescription(
    'Additional information must be between 10 and 500 characters',
  );
  await expect(field(custom, 'textbox', 'First Name')).toHaveAccessibleDescription(
    'Please fill in the First Name',
  );
  await page.keyboard.press('Escape');

  // Appointment: the e-mail is checked even when empty; more than 200 characters of more information.
  const booking = await openForm(page, 'Get in Touch', 'Book an Appointment');
  await field(booking, 'combobox', 'Purpose of Meeting').selectOption('other');
  await field(booking, 'textbox', 'Additional Information').fill('y'.repeat(201));
  await field(booking, 'combobox', 'Country').selectOption('');
  await booking.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(field(booking, 'textbox', 'Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(field(booking, 'combobox', 'Country')).toHaveAccessibleDescription(
    'Please fill in the Country',
  );
  await expect(field(booking, 'textbox', 'Additional Information')).toHaveAccessibleDescription(
    'Additional information must be less than 200 characters',
  );
  await field(booking, 'textbox', 'Additional Information').fill('y'.repeat(200));
  await expect(field(booking, 'textbox', 'Additional Information')).not.toHaveAccessibleDescription(/./);
  await page.keyboard.press('Escape');

  expect(sent).toBe(0);
});
