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
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (to, message) => {
      await transport.sendMail({
        from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
