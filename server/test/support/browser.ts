/**
 * A shopper's browser over real HTTP, for the suites that run the API as processes (ADR 060). It keeps its cookies,
 * says what the shop's own page says (its Origin on writes, fetch metadata on reads), and arrives from an address of
 * its own through the shop's load balancer (X-Forwarded-For, which the API trusts from loopback). Each request goes
 * to the process it names, or else to the next one in turn: a load balancer without sticky sessions.
 */
import type { MailCapture } from './mail-capture';
import { codeIn } from './mail-capture';

type Json = Record<string, unknown>;

export type Answer = { status: number; data: Json; location: string | undefined; text: string };

/** The shop's public origin (PUBLIC_URL) the processes are started with. */
export const SHOP_ORIGIN = 'http://localhost:3000';

export class Browser {
  readonly cookies = new Map<string, string>();
  private turn = 0;

  constructor(
    /** The processes' base URLs (http://127.0.0.1:<port>). */
    private readonly processes: readonly string[],
    readonly ip: string,
  ) {}

  /** `via`: the index of the process to ask; by default the next one in turn. */
  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { json?: unknown; form?: Record<string, string>; via?: number | undefined } = {},
  ): Promise<Answer> {
    const via = options.via ?? this.turn++ % this.processes.length;
    const base = this.processes[via];
    if (base === undefined) throw new Error(`no process ${via}`);
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method === 'GET') headers['sec-fetch-site'] = 'same-origin';
    else headers.origin = SHOP_ORIGIN;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json ?? {});
    }
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body !== undefined && { body }),
    });
    for (const cookie of res.headers.getSetCookie()) this.keep(cookie);
    const text = await res.text();
    let data: Json = {};
    try {
      data = JSON.parse(text) as Json;
    } catch {
      // An HTML page (the test payment provider's) or nothing.
    }
    return { status: res.status, data, location: res.headers.get('location') ?? undefined, text };
  }

  get = (path: string, via?: number) => this.request('GET', path, { via });
  post = (path: string, json?: unknown, via?: number) => this.request('POST', path, { json, via });
  put = (path: string, json?: unknown, via?: number) => this.request('PUT', path, { json, via });

  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    const value = pair.slice(split + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return new Date(setting).getTime() < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export const shopperPassword = 'Sapphire#2025';

/** The newest verification code mailed to `email` that this test had not seen before `seen`. */
async function newCode(mail: MailCapture, email: string, seen: ReadonlySet<object>): Promise<string> {
  const found = await mail.find(
    (m) => !seen.has(m) && m.to.includes(email) && /verification code/.test(m.subject),
    `a new verification code to ${email}`,
  );
  return codeIn(found);
}

/** Signs up as a browser does (register, the mailed code, verify on a trusted device): a signed-in shopper. */
export async function signUp(browser: Browser, mail: MailCapture, email: string): Promise<void> {
  const seen = new Set<object>(mail.messages);
  const registered = await browser.post('/api/v1/user/register', {
    firstName: 'Aiko',
    lastName: 'Tan',
    email,
    password: shopperPassword,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const verified = await browser.post('/api/v1/user/verify-otp', {
    otp: await newCode(mail, email, seen),
    userId: registered.data.userId,
    trustDevice: true,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
}

/** Signs in on a device the account does not trust yet (password, then the mailed code): a session of its own. */
export async function signIn(browser: Browser, mail: MailCapture, email: string): Promise<void> {
  const seen = new Set<object>(mail.messages);
  const login = await browser.post('/api/v1/user/login', { email, password: shopperPassword });
  if (login.status !== 200 || login.data.success !== false) throw new Error(`login failed: ${login.text}`);
  const verified = await browser.post('/api/v1/user/verify-otp', {
    otp: await newCode(mail, email, seen),
    userId: login.data.userId,
    trustDevice: false,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
}

/** Saves a Singapore shipping address on the profile, which checkout uses. */
export async function saveAddress(browser: Browser): Promise<void> {
  const res = await browser.put('/api/v1/user/update-user', {
    address: {
      line1: '1 Orchard Road',
      line2: '#10-01',
      city: 'Singapore',
      state: 'Singapore',
      postal_code: '238823',
      country: 'Singapore',
    },
  });
  if (res.status !== 200) throw new Error(`address failed: ${res.text}`);
}
