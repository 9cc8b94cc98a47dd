/**
 * Outgoing mail over SMTP (nodemailer). By default the local capture inbox started by `npm start`
 * (maildev: SMTP 1025, web inbox http://localhost:1080); any SMTP server via SMTP_URL.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Message } from './templates';

export type Mailer = {
  send: (to: string, message: Message) => Promise<void>;
  close: () => void;
};

export function createMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits (nodemailer's socket default is 10 minutes): a hung mail server must not hold a send longer than
  // the outbox's claim on it (OUTBOX_CLAIM_MS), or another process could send the same mail again meanwhile.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (to, message) => {
      await transport.sendMail({
        from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo && { replyTo: message.replyTo }),
        ...(message.attachments && { attachments: message.attachments }),
      });
    },
    close: () => transport.close(),
  };
}

/** What every e-mail of a test shop says first (ADR 036): its codes and links work, its orders are not real. */
export const TEST_SHOP_NOTICE =
  'THIS IS A TEST SHOP. Nothing bought here is real: no money is taken and no piece is sent.';

/**
 * A production shop running the built-in test provider on purpose (PAYMENTS_TEST_MODE_IN_PRODUCTION): every message
 * is marked, in its subject, its first line and a banner at the top of its HTML, whichever template made it, so no
 * mail of a staging shop can pass for the real shop's.
 */
export function testShopMailer(mailer: Mailer): Mailer {
  const banner = `<div role="note" style="background:#7a1f1f;color:#fff;padding:12px 16px;font:bold 15px/1.4 Arial,sans-serif;text-align:center">${TEST_SHOP_NOTICE}</div>`;
  return {
    send: (to, message) =>
      mailer.send(to, {
        ...message,
        subject: `[TEST SHOP] ${message.subject}`,
        text: `${TEST_SHOP_NOTICE}\n\n${message.text}`,
        html: /<body[^>]*>/i.test(message.html)
          ? message.html.replace(/<body[^>]*>/i, (body) => `${body}${banner}`)
          : `${banner}${message.html}`,
      }),
    close: () => mailer.close(),
  };
}
