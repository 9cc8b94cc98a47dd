/**
 * A shop with 'Login with Google' set up, for the journeys that need it: its own OpenID issuer (oauth2-mock-server 8
 * on 127.0.0.1: discovery, keys, authorize and token endpoints, signed ID tokens) and its own copy of the shop
 * (API on a fresh database, inbox, shell and remotes) on other ports than the suite's, whose shop has no Google
 * settings. The issuer's authorize endpoint has no login screen: it sends the browser straight back to the shop,
 * signed in as whatever Google account the journey said last (`signInAs`).
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { shopPortsAt } from './ports';
import { JOURNEY_FIRST_SCREEN_TIMEOUT_MS, startShop, type ShopPorts } from './shop-server';

export const googleShopPorts: ShopPorts = shopPortsAt(3);

/** What a Google account says about itself in its ID token. */
export type GoogleAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
};

export async function startGoogleShop() {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  let account: GoogleAccount | undefined;
  let tamperState: ((state: string) => string) | undefined;
  issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, account);
  });
  // The way back to the shop, as the browser is sent it: a journey may change the state it carries, once.
  issuer.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    const state = url.searchParams.get('state');
    if (tamperState && state !== null) url.searchParams.set('state', tamperState(state));
    tamperState = undefined;
  });
  let stopShop: () => Promise<void>;
  try {
    stopShop = await startShop({
      oidcIssuerUrl: String(issuer.issuer.url),
      ports: googleShopPorts,
      firstScreenTimeoutMs: JOURNEY_FIRST_SCREEN_TIMEOUT_MS,
    });
  } catch (error) {
    await issuer.stop();
    throw error;
  }
  const mailUrl = `http://localhost:${googleShopPorts.mailWeb}`;
  /** The one-time codes this shop's inbox holds for `email`, newest first (as support/mailbox.ts reads the suite's). */
  const codesTo = async (email: string): Promise<string[]> => {
    const mails = (await (await fetch(`${mailUrl}/api/email`)).json()) as {
      subject: string;
      text: string;
      to: { address: string }[];
    }[];
    return mails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
      .filter((mail) => /verification code/i.test(mail.subject))
      .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
      .filter((code): code is string => code !== undefined)
      .reverse();
  };
  return {
    url: `http://localhost:${googleShopPorts.shell}`,
    /** The Google account the issuer signs the next sign-in in as. */
    signInAs(next: GoogleAccount) {
      account = next;
    },
    /** The next trip back from the issuer carries `change(state)` instead of the state the shop sent. */
    tamperNextState(change: (state: string) => string) {
      tamperState = change;
    },
    /** How many codes `email` has been sent by this shop so far. */
    async codesSentTo(email: string): Promise<number> {
      return (await codesTo(email)).length;
    },
    /** The code of a mail to `email` that arrives after `alreadySent` codes (from `codesSentTo`). */
    async nextCodeFor(email: string, alreadySent: number, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const codes = await codesTo(email);
        if (codes.length > alreadySent && codes[0]) return codes[0];
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No new one-time code (after ${alreadySent}) reached ${email} within ${timeoutMs} ms`);
    },
    async stop() {
      await stopShop();
      await issuer.stop();
    },
  };
}

export type GoogleShop = Awaited<ReturnType<typeof startGoogleShop>>;
