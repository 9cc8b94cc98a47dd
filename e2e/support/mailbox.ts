/** The e2e shop's inbox (maildev's REST API): read the one-time codes the server e-mails. */
import { mailUrl } from './ports';

type MaildevEmail = { subject: string; text: string; to: { address: string }[]; date: string };

export async function latestCodeFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailUrl}/api/email`);
    const emails = (await response.json()) as MaildevEmail[];
    const mine = emails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const code = mine.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No one-time code reached ${email} within ${timeoutMs} ms`);
}
