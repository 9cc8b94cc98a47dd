/**
 * The first screen in the HTML (ADR 018). The shop's HTML server asks the remote that owns a page for that page's
 * first screen, drawn on the server from the same components and the same opening call the browser would make, and
 * sends it inside the shell's frame. The browser then shows the page before any script has run; the shell adopts
 * the remote's markup into its area and the remote hydrates it, starting from the answer handed over with the page
 * (so nothing is asked twice and the first client render equals the server's; ADR 021).
 *
 * React-free, so the shell's head script, the server entries and the browser share one contract.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteName } from '../routes';

/** What the shop's HTML server passes to a remote's `renderFirstScreen`. */
export type FirstScreenRequest = {
  /** The page's path and query as the browser asked for it, e.g. `/gemstones/Ruby?cut=oval`. */
  url: string;
  /** The shopper's Cookie header: the answer is the one this shopper may see (prices, §price.guest-limit). */
  cookie: string | null;
  /** Where the API answers, e.g. `http://localhost:4000`. */
  apiOrigin: string;
  /**
   * The shell origin's own address, e.g. `http://localhost:3000`: what the URL and relative addresses in
   * remotes.json are read against. Never taken from the request's Host header, which the client chooses.
   */
  shopOrigin: string;
  /** The shopper's address, passed on as X-Forwarded-For so the API's per-client limits count the shopper. */
  clientIp: string | null;
};

/**
 * The server data a page was drawn from, as handed to the browser with it: the remote's query cache as its server
 * render left it (TanStack Query's dehydrated state, ADR 021). The remote's browser code hydrates its own query cache
 * with it before its first render, so that render finds every answer the server's did and asks nothing again.
 */
export type HandedAnswer = {
  remote: RemoteName;
  state: DehydratedState;
};

/**
 * What a remote's server entry (named by `metaData.firstScreen` in its mf-manifest.json) answers from its
 * `renderFirstScreen(request: FirstScreenRequest)`: the page's markup and the answer it was drawn from, or null.
 */
export type FirstScreen = { html: string; answer: HandedAnswer };

/** The `<script type="application/json">` that carries the handed answer. */
export const HANDED_ANSWER_ID = 'gs-first-screen';
/** The attribute that marks the remote's server-drawn markup inside the shell's frame, valued with its name. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The answer as JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function handedAnswerScript(answer: HandedAnswer): string {
  const json = JSON.stringify(answer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
  return `<script type="application/json" id="${HANDED_ANSWER_ID}">${json}</script>`;
}

let handed: HandedAnswer | null | undefined;

function readHanded(): HandedAnswer | null {
  if (handed !== undefined) return handed;
  handed = null;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(HANDED_ANSWER_ID)?.textContent;
  if (!text) return handed;
  try {
    const parsed = JSON.parse(text) as Partial<HandedAnswer> | null;
    if (typeof parsed?.remote === 'string' && Array.isArray(parsed.state?.queries))
      handed = parsed as HandedAnswer;
  } catch {
    // A page whose hand-off cannot be read renders like one without: its remote asks the server.
  }
  return handed;
}

/**
 * Browser: the server data handed with the page when `remote` drew it, taken once (a later visit to the same URL in
 * this page asks the server, as it would without a first screen).
 */
export function takeHandedAnswer(remote: RemoteName): DehydratedState | null {
  const answer = readHanded();
  if (answer?.remote !== remote) return null;
  handed = null;
  return answer.state;
}

/**
 * Taps on the drawn page's buttons made before its code has taken the page over (a heart, Add to Cart, a menu of the
 * home page): kept by a script in the page's head (shell/src/first-screen/render-page.tsx) under this name on
 * `window`, and made again once the page's code has it (replayEarlyTaps): a remote once it has hydrated its page, the
 * shell once its own drawn page is rendered (ADR 058). Links need no help: they work as plain links until then.
 */
export const EARLY_TAPS = '__gemstoreEarlyTaps';

export type EarlyTaps = { taps: HTMLElement[]; done: boolean };

/** A button's name as a shopper reads it: its label when it has one, else its text. */
const buttonName = (button: Element) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

/** The buttons called `name` in `main` (the page's content), in document order. */
const buttonsNamed = (main: Element, name: string) =>
  Array.from(main.querySelectorAll<HTMLElement>('button')).filter((button) => buttonName(button) === name);

/**
 * Browser: the drawn page answers now; the taps it was given before are made again, in order, and no more are kept.
 * A tapped button no longer on the page (the shell drew the page anew, ADR 058) is found again by its name and its
 * place among the buttons of that name, read off the page it was on, which is gone from the document but whole.
 */
export function replayEarlyTaps(): void {
  const early = (window as unknown as Partial<Record<typeof EARLY_TAPS, EarlyTaps>>)[EARLY_TAPS];
  if (!early || early.done) return;
  early.done = true;
  const main = document.querySelector('main');
  for (const button of early.taps.splice(0)) {
    if (button.isConnected) {
      button.click();
      continue;
    }
    const name = buttonName(button);
    const was = button.closest('main');
    const place = was ? buttonsNamed(was, name).indexOf(button) : -1;
    if (main && place >= 0) buttonsNamed(main, name)[place]?.click();
  }
}

/** Tests: forget what was read, so the next read looks at the document again. */
export function forgetHandedAnswer(): void {
  handed = undefined;
}
