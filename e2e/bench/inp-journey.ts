/**
 * Interaction to Next Paint along a customer's journey (issue 32), for the lighthouse section of the bench: Lighthouse's
 * navigation runs click nothing, so they have no INP. A signed-in shopper on a phone-size window (390 × 844) with the
 * CPU slowed 4× (as Lighthouse's mobile profile slows it) opens the ruby listing, opens the filters, chooses a cut,
 * shows the results, opens a product, adds it to the cart, closes the confirmation, then opens and closes the
 * 'Leave a Message' dialog on /contact.
 *
 * Measured with the Event Timing API (what the web-vitals library reads; it is not installed here, and this needs
 * little of it): every event entry of 16 ms or more with an interactionId, grouped by that id; an interaction lasts
 * as long as its longest event. INP is the longest interaction, or the 98th percentile once there are 50 or more.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchChromium } from '../support/browser';
import { shopUrl } from '../support/ports';

/** What the Event Timing API shows below this is not recorded (its smallest durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;

export type JourneyRun = {
  /** Each step's longest interaction, in ms; null when every one was under EVENT_THRESHOLD_MS. */
  steps: { name: string; durationMs: number | null }[];
  inpMs: number;
  /** Interactions of EVENT_THRESHOLD_MS or more, over the whole journey. */
  interactions: number;
};

export type Journey =
  | { ok: true; runs: JourneyRun[]; steps: { name: string; durationMs: number | null }[]; inpMs: number }
  | { ok: false; error: string };

type Interaction = { id: number; durationMs: number };

/** A signed-in shopper's cookies, as an API request context's storage state holds them. */
export type ShopperCookies = Parameters<BrowserContext['addCookies']>[0];

/** INP as web-vitals computes it: the longest, skipping one of the longest for every 50 interactions. */
export function inpOf(durations: number[]): number {
  const longest = [...durations].sort((a, b) => b - a);
  return longest[Math.min(longest.length - 1, Math.floor(longest.length / 50))] ?? 0;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Records the page's interactions for the journey to read: installed before the page's own code, buffered so that
 * nothing is missed between navigation and observing.
 */
function recordInteractions() {
  const w = window as Window & { __interactions?: { id: number; durationMs: number }[] };
  w.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId)
        w.__interactions?.push({ id: entry.interactionId, durationMs: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The interactions the current document recorded so far. */
function readInteractions(tab: Page): Promise<Interaction[]> {
  return tab.evaluate(
    () => (window as Window & { __interactions?: { id: number; durationMs: number }[] }).__interactions ?? [],
  );
}

/**
 * Lets the browser report what the last step did: event entries are given out after the frame that followed the
 * event is painted, and the observer's callback comes after that.
 */
async function settle(tab: Page): Promise<void> {
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );
}

/** Slows the page's CPU as Lighthouse's mobile profile does (its 4× is simulated; this one is real). */
async function throttle(context: BrowserContext, tab: Page): Promise<void> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** One run of the journey in a fresh context, as the signed-in shopper whose cookies are given. */
async function runJourney(browser: Browser, cookies: ShopperCookies): Promise<JourneyRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies(cookies);
    const tab = await context.newPage();
    await tab.addInitScript(recordInteractions);
    await throttle(context, tab);

    const steps: JourneyRun['steps'] = [];
    const all: Interaction[] = [];
    /** Interactions already given to a step, by document (the ids start again on a new page). */
    let seen = new Set<number>();
    const step = async (name: string, act: () => Promise<void>) => {
      await act();
      await settle(tab);
      const fresh = (await readInteractions(tab)).filter(({ id }) => !seen.has(id));
      const byId = new Map<number, number>();
      for (const { id, durationMs } of fresh) byId.set(id, Math.max(byId.get(id) ?? 0, durationMs));
      for (const [id, durationMs] of byId) {
        seen.add(id);
        all.push({ id, durationMs });
      }
      steps.push({ name, durationMs: byId.size ? Math.max(...byId.values()) : null });
    };
    const open = async (page: string) => {
      await tab.goto(`${shopUrl}${page}`, { waitUntil: 'networkidle' });
      seen = new Set();
    };

    await open('/gemstones/Ruby');
    const filters = tab.getByRole('dialog', { name: 'Filters' });
    await step('Open the filters', async () => {
      await tab.getByRole('button', { name: 'Filters', exact: true }).click();
      await filters.waitFor();
    });
    // Emerald-cut rubies are priced and several of each are in stock in the demo catalogue: Add to Cart is there.
    await step('Choose a filter (cut: Emerald)', async () => {
      await filters.getByRole('checkbox', { name: 'Emerald', exact: true }).check();
      await tab.waitForURL(/[?&]cut=/);
    });
    await step('Show the results', async () => {
      await filters.getByRole('button', { name: /^Show \d+ results?$/ }).click();
      await filters.waitFor({ state: 'hidden' });
    });
    const addToCart = tab.getByRole('button', { name: 'Add to Cart' });
    await step('Open a product', async () => {
      await tab.getByRole('list', { name: 'Ruby products' }).getByRole('link').first().click();
      await addToCart.waitFor();
    });
    const added = tab.getByRole('dialog', { name: 'Item has been added to your cart' });
    await step('Add to cart', async () => {
      await addToCart.click();
      await added.waitFor();
    });
    // The confirmation closes by itself after 2.5 s; a press on it holds it open, so Close is pressed at once.
    await step('Close the confirmation', async () => {
      await added.getByRole('button', { name: 'Close', exact: true }).click();
      await added.waitFor({ state: 'hidden' });
    });

    await open('/contact');
    await throttle(context, tab);
    const message = tab.getByRole('dialog', { name: 'Leave a Message' });
    await step("Open the 'Leave a Message' dialog", async () => {
      await tab.getByRole('button', { name: 'Message Now' }).click();
      await message.waitFor();
    });
    await step('Close the dialog (Escape)', async () => {
      await tab.keyboard.press('Escape');
      await message.waitFor({ state: 'hidden' });
    });
    return { steps, inpMs: inpOf(all.map(({ durationMs }) => durationMs)), interactions: all.length };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of the journey, each as a fresh signed-in shopper (`signIn` answers their cookies), so each starts
 * with the same cart; each step's median and the median INP. A failure is reported, not thrown: an older build
 * (BENCH_BASE) may not have every step, and the Lighthouse figures stand without it.
 */
export async function measureJourney(signIn: () => Promise<ShopperCookies>, runs: number): Promise<Journey> {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const done: JourneyRun[] = [];
    for (let run = 0; run < runs; run += 1) done.push(await runJourney(browser, await signIn()));
    const names = done[0]?.steps.map(({ name }) => name) ?? [];
    return {
      ok: true,
      runs: done,
      steps: names.map((name, index) => {
        const durations = done.map((journey) => journey.steps[index]?.durationMs ?? null);
        // A step under the threshold in most runs is under it in the median too.
        const recorded = durations.filter((value): value is number => value !== null);
        return {
          name,
          durationMs:
            recorded.length * 2 > durations.length ? median(durations.map((value) => value ?? 0)) : null,
        };
      }),
      inpMs: median(done.map(({ inpMs }) => inpMs)),
    };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  } finally {
    await browser?.close();
  }
}
