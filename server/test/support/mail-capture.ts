/**
 * A real SMTP server in the test process: the app sends through nodemailer exactly as in production,
 * and tests read what arrived (codes, links).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string; subject: string; text: string; html: string };

export type MailCapture = {
  url: string;
  messages: CapturedMail[];
  /** The newest mail to `to` whose subject matches, waiting briefly for mail sent without awaiting. */
  latest: (to: string, subject?: RegExp) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(', ')
            : (parsed.to?.text ?? '');
          messages.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latest: async (to, subject) => {
      for (let i = 0; i < 100; i++) {
        const found = messages
          .filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)))
          .at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const codeIn = (mail: CapturedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
};
