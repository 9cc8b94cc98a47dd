/**
 * The local mail inbox (maildev, which `npm run dev -w mf-<name>`, `npm start` and `npm run dev` run when no SMTP_URL
 * is set), read through its REST API as the standalone page's own origin proxies it at DEV_INBOX_PATH: the test
 * shopper's codes and reset links are read there, as a shopper reads them in their mail. Nothing else: the server
 * has no way round its codes (ADR 056).
 */

/**
 * Where a standalone page's origin proxies the local inbox's web API. Also in build/ports.mjs (DEV_INBOX_PATH), which
 * the dev server and the shop's development origins read; a test checks that the two agree.
 */
export const DEV_INBOX_PATH = '/dev-inbox';

/** One mail as maildev's `GET /api/email` lists it (the parts read here). */
export type InboxMail = { id: string; subject: string; text: string };

export type Inbox = {
  /** The ids of the mails `email` has received so far. */
  seen: (email: string) => Promise<Set<string>>;
  /** The newest mail to `email` that is not among `seen` and `matches`, once it has arrived. */
  next: (email: string, seen: Set<string>, matches: (mail: InboxMail) => boolean) => Promise<InboxMail>;
};

export class InboxUnavailableError extends Error {
  constructor() {
    super(
      `The local mail inbox did not answer at ${DEV_INBOX_PATH}, where the test shopper's code is read. ` +
        "`npm run dev -w mf-<name>` starts it, unless SMTP_URL sends the shop's mail elsewhere.",
    );
    this.name = 'InboxUnavailableError';
  }
}

/** How long a code may take to reach the inbox, and how often the inbox is asked meanwhile. */
export const MAIL_WAIT_MS = 20_000;
export const MAIL_POLL_MS = 250;

const isMail = (value: unknown): value is InboxMail =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'subject' in value &&
  typeof value.subject === 'string';

/** The mails to `email`, newest first (maildev lists them in the order they arrived). */
async function mailsTo(email: string): Promise<InboxMail[]> {
  let response: Response;
  try {
    response = await fetch(`${DEV_INBOX_PATH}/api/email?${new URLSearchParams({ 'to.address': email })}`);
  } catch {
    throw new InboxUnavailableError();
  }
  // A page's origin without the proxy answers its HTML page here, or 404; a proxy whose inbox is down, 5xx.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json'))
    throw new InboxUnavailableError();
  const mails: unknown = await response.json();
  if (!Array.isArray(mails)) throw new InboxUnavailableError();
  return mails
    .filter(isMail)
    .map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      text: typeof mail.text === 'string' ? mail.text : '',
    }))
    .reverse();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const localInbox: Inbox = {
  seen: async (email) => new Set((await mailsTo(email)).map((mail) => mail.id)),
  next: async (email, seen, matches) => {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const found = (await mailsTo(email)).find((mail) => !seen.has(mail.id) && matches(mail));
      if (found) return found;
      if (Date.now() >= deadline) {
        throw new Error(
          `No mail reached ${email} in the local inbox within ${MAIL_WAIT_MS / 1000} s: does the API send its ` +
            'mail there (no SMTP_URL)?',
        );
      }
      await wait(MAIL_POLL_MS);
    }
  },
};

/** A one-time code mail: '123456 is your Gemstore verification code'. */
export const isCodeMail = (mail: InboxMail) => /verification code/i.test(mail.subject);
/** What the shop sends when an address that has an account is registered again (ADR 037). */
export const isAccountExistsMail = (mail: InboxMail) => /tried to register/i.test(mail.subject);
export const isResetMail = (mail: InboxMail) => /reset your .* password/i.test(mail.subject);

export function codeIn(mail: InboxMail): string {
  const code = /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1];
  if (!code) throw new Error(`The mail "${mail.subject}" holds no six-digit code`);
  return code;
}

/** The token of the reset link in a reset mail (`…/reset-password/{token}`). */
export function resetTokenIn(mail: InboxMail): string {
  const token = /\/reset-password\/([^\s/?#]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`The mail "${mail.subject}" holds no reset link`);
  return token;
}
