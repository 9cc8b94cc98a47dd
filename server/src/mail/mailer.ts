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
