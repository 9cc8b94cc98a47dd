/**
 * Issue 21: the shop's mail server is down while a shopper sends a message. The shopper is told it was received (the
 * enquiry is stored before any mail is sent); once the mail server is back, the shop's inbox gets it and the shopper
 * the acknowledgement. A shop of its own, on its own ports, whose mail server this journey stops and starts again;
 * with MAIL_RETRY_SECONDS=1 the outbox tries again after seconds rather than the minute a real shop waits.
 */
import { expect, test } from '@playwright/test';
import { freshShopper } from '../support/accounts';
import { mailMentioning } from '../support/mailbox';
import { toast } from '../support/notices';
import { shopPortsAt } from '../support/ports';
import { startMailServer, startShop, type ShopPorts } from '../support/shop-server';

const outagePorts: ShopPorts = shopPortsAt(4);
const shopUrl = `http://localhost:${outagePorts.shell}`;
const inbox = `http://localhost:${outagePorts.mailWeb}`;

let stopShop: (() => Promise<void>) | undefined;
let stopMail: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stopMail = await startMailServer(outagePorts);
  stopShop = await startShop({
    ports: outagePorts,
    mailServer: false,
    apiSettings: { MAIL_RETRY_SECONDS: '1' },
  });
});

test.afterAll(async () => {
  await stopShop?.();
  await stopMail?.();
});

test('a message sent while the mail server is down is received, and reaches the shop once it is back', async ({
  page,
}) => {
  const guest = freshShopper();
  await stopMail?.();
  stopMail = undefined;

  await page.goto(`${shopUrl}/contact#leaveMessageSection`);
  const form = page.getByRole('dialog', { name: 'Leave a Message' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await form
    .getByRole('textbox', { name: 'How may we help you?' })
    .fill('Could you reset the emerald in my grandmother’s brooch?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  // The shop tried to send when the message came in (the answer above waits for nothing but the database) and found
  // no mail server; starting one again takes far longer than that try. The outbox's next try delivers.
  stopMail = await startMailServer(outagePorts);
  const shopMail = await mailMentioning('enquiries@gemstore.sg', /New enquiry/, guest.email, { inbox });
  expect(shopMail.text).toContain('Could you reset the emerald in my grandmother’s brooch?');
  await mailMentioning(guest.email, /We have received your message/, 'Enquiry: Message', { inbox });
});
