/**
 * A real SMTP server in the test process: the app sends through nodemailer exactly as in production,
 * and tests read what arrived (codes, links).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedAttachment = { filename: string; contentType: string; content: string };

export type CapturedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  attachments: CapturedAttachment[];
};

export type MailCapture = {
  url: string;
  messages: CapturedMail[];
  /** The newest mail to `to` whose subject matches, waiting briefly for mail sent without awaiting. */
  latest: (to: string, subject?: RegExp) => Promise<CapturedMail>;
  /** The newest mail that `matches`, waiting briefly as `latest` does (`what` names it in the failure). */
  find: (matches: (mail: CapturedMail) => boolean, what: string) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/** `port`: listen there (a test that brings the shop's mail server back up where it was down); any free one by default. */
export async function startMailCapture(port = 0): Promise<MailCapture> {
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
            replyTo: parsed.replyTo?.text ?? '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const find = async (matches: (mail: CapturedMail) => boolean, what: string) => {
    for (let i = 0; i < 100; i++) {
      const found = messages.filter(matches).at(-1);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail ${what}`);
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    latest: (to, subject) =>
      find(
        (m) => m.to.includes(to) && (!subject || subject.test(m.subject)),
        `to ${to}${subject ? ` matching ${subject}` : ''}`,
      ),
    find,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads only the text; other fields may be there (a test's stand-in for a mail that did not arrive has no more). */
export const codeIn = (mail: Pick<CapturedMail, 'text'> & Partial<CapturedMail>): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
};
