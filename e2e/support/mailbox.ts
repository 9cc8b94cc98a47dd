/**
 * The e2e shop's inbox (maildev's REST API): read the one-time codes and the reset links the server e-mails.
 * A journey that needs the code of a second sign-in counts the codes first (`codesSentTo`) and then waits for one
 * more (`nextCodeFor`), so it never types the code of the sign-in before.
 */
import { mailUrl } from './ports';

type MaildevEmail = {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { contentType: string; generatedFileName: string }[];
};

const VERIFICATION = /verification code/i;
const RESET = /reset your .* password/i;

/**
 * The mails sent to `email`, newest first. maildev lists mails in the order they arrived; their Date headers count
 * whole seconds, so two codes sent within a second could not be told apart by them.
 */
async function mailsTo(email: string, inbox = mailUrl): Promise<MaildevEmail[]> {
  const response = await fetch(`${inbox}/api/email`);
  const emails = (await response.json()) as MaildevEmail[];
  return emails
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
    .reverse();
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

const codeIn = (mail: MaildevEmail) => /\b(\d{6})\b/.exec(mail.text)?.[1];

const codeMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => VERIFICATION.test(mail.subject) && codeIn(mail));

export async function latestCodeFor(email: string, timeoutMs = 10_000): Promise<string> {
  return waitFor(
    async () => {
      const [latest] = await codeMails(email);
      return latest ? codeIn(latest) : undefined;
    },
    timeoutMs,
    `No one-time code reached ${email}`,
  );
}

/** How many codes `email` has been sent so far. */
export async function codesSentTo(email: string): Promise<number> {
  return (await codeMails(email)).length;
}

/** The code of a mail that arrives after `alreadySent` codes (from `codesSentTo`). */
export async function nextCodeFor(email: string, alreadySent: number, timeoutMs = 10_000): Promise<string> {
  return waitFor(
    async () => {
      const mails = await codeMails(email);
      return mails.length > alreadySent && mails[0] ? codeIn(mails[0]) : undefined;
    },
    timeoutMs,
    `No new one-time code (after ${alreadySent}) reached ${email}`,
  );
}

/** The path (`/reset-password/{token}`) of the latest password-reset link mailed to `email`. */
export async function latestResetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  return waitFor(
    async () => {
      const latest = (await mailsTo(email)).find((mail) => RESET.test(mail.subject));
      const link = latest && /https?:\/\/\S+(\/reset-password\/[^\s/?#]+)/.exec(latest.text)?.[1];
      return link || undefined;
    },
    timeoutMs,
    `No password reset link reached ${email}`,
  );
}

/** The subject and text of the latest mail to `email` whose subject matches, once it has arrived. */
export async function latestMailTo(
  email: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string }> {
  return waitFor(
    async () => {
      const latest = (await mailsTo(email)).find((mail) => subject.test(mail.subject));
      return latest ? { subject: latest.subject, text: latest.text } : undefined;
    },
    timeoutMs,
    `No mail with a subject like ${subject} reached ${email}`,
  );
}

/** How many mails whose subject matches `email` has been sent so far. */
export async function mailsCountTo(email: string, subject: RegExp): Promise<number> {
  return (await mailsTo(email)).filter((mail) => subject.test(mail.subject)).length;
}

/**
 * The latest mail to `email` with a subject like `subject` whose text mentions `mentioning`, once it has arrived;
 * `inbox`: the web inbox of another shop's mail server than the suite's.
 */
export async function mailMentioning(
  email: string,
  subject: RegExp,
  mentioning: string,
  { timeoutMs = 15_000, inbox = mailUrl }: { timeoutMs?: number; inbox?: string } = {},
): Promise<MaildevEmail> {
  return waitFor(
    async () =>
      (await mailsTo(email, inbox)).find(
        (mail) => subject.test(mail.subject) && mail.text.includes(mentioning),
      ),
    timeoutMs,
    `No mail like ${subject} mentioning ${mentioning} reached ${email}`,
  );
}

/** An attachment of a mail, as text (a calendar invitation). */
export async function attachmentText(mail: MaildevEmail, contentType: RegExp): Promise<string> {
  const attachment = mail.attachments?.find((file) => contentType.test(file.contentType));
  if (!attachment) throw new Error(`the mail "${mail.subject}" has no ${contentType} attachment`);
  const response = await fetch(
    `${mailUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  if (!response.ok)
    throw new Error(`the attachment of "${mail.subject}" could not be read (${response.status})`);
  return response.text();
}
