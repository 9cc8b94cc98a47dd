/**
 * The shell's part of a page drawn on the server (ADR 018): which pages a remote draws, the page composed around a
 * remote's first screen, and the shell's scripts waiting for that first screen to be painted.
 */
import { EARLY_TAPS, HANDED_ANSWER_ID, replayEarlyTaps, type FirstScreen } from '@gemstore/shared';
import { firstScreenOwner, keepEarlyTaps, renderPage, runAfterFirstPaint } from '../render-page';

/** The shell's index.html as the production build writes it (minified by html-webpack-plugin). */
const builtIndex =
  '<!doctype html><html lang=en-SG><head><meta charset=utf-8><title>Gemstore</title>' +
  '<script defer src=/main.js></script></head><body><noscript>Gemstore needs JavaScript.</noscript>' +
  '<div id=root></div></body></html>';

const drawnListing: FirstScreen = {
  html:
    '<link rel="preload" as="image" imageSrcSet="/api/v1/media/products/1/1.jpg?w=320 320w" fetchPriority="high"/>' +
    '<main><h1>Ruby</h1><p>A note with &lt;/script&gt; in it, escaped as React escapes text</p></main>',
  answer: {
    remote: 'catalogue',
    state: {
      mutations: [],
      queries: [
        {
          queryKey: ['pending', 'product-list'],
          queryHash: '["pending","product-list"]',
          dehydratedAt: 0,
          state: {
            data: { pages: [{ product: [{ name: 'Ruby </script><script>alert(1)</script>' }] }] },
            dataUpdateCount: 1,
            dataUpdatedAt: 0,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  },
};

describe('firstScreenOwner', () => {
  it('names the remote of a public page it owns, and nobody for the shell’s pages or a signed-in page', () => {
    expect(firstScreenOwner('/gemstones/Ruby')).toBe('catalogue');
    expect(firstScreenOwner('/jewellery/Rings')).toBe('catalogue');
    expect(firstScreenOwner('/gemstones/ruby/burmese-ruby-1ct-oval-cut-21')).toBe('catalogue');
    expect(firstScreenOwner('/contact')).toBe('contact');
    expect(firstScreenOwner('/')).toBeNull();
    expect(firstScreenOwner('/education')).toBeNull();
    expect(firstScreenOwner('/cart')).toBeNull();
    expect(firstScreenOwner('/login')).toBeNull(); // guests only: a signed-in shopper is sent on
    expect(firstScreenOwner('/no/such/page/here')).toBeNull();
  });
});

describe('renderPage', () => {
  const page = () => {
    const html = renderPage({ url: '/gemstones/Ruby', indexHtml: builtIndex, firstScreen: drawnListing });
    if (!html) throw new Error('no page');
    return new DOMParser().parseFromString(html, 'text/html');
  };

  it('puts the remote’s first screen in its area, inside the shell’s frame', () => {
    const doc = page();
    const root = doc.getElementById('root');

    expect(root?.querySelector('header')).not.toBeNull();
    expect(root?.querySelector('footer')).not.toBeNull();
    const area = root?.querySelector('main [data-remote="catalogue"] > [data-first-screen="catalogue"]');
    expect(area?.querySelector('h1')?.textContent).toBe('Ruby');
  });

  it('moves the pictures’ preloads to the head', () => {
    const doc = page();

    expect(doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe(
      'high',
    );
    expect(doc.querySelector('[data-first-screen] link')).toBeNull();
  });

  it('hands the answer over as JSON that cannot end its script early', () => {
    const doc = page();
    const script = doc.getElementById(HANDED_ANSWER_ID);

    expect(script?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(drawnListing.answer);
    // Nothing of the product's text became markup of its own: the body's one plain script is the shell's starter.
    expect(doc.body.querySelectorAll('script:not([type])')).toHaveLength(1);
  });

  it('downloads the shell’s scripts at once but runs them after the first screen', () => {
    const doc = page();

    expect(doc.querySelector('script[src="/main.js"]')).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/main.js');
    const starter = doc.body.querySelector('script:not([type])');
    expect(starter?.textContent).toContain('["/main.js"]');
  });

  it('composes nothing from an index without an empty root', () => {
    expect(
      renderPage({
        url: '/gemstones/Ruby',
        indexHtml: '<html><head></head><body></body></html>',
        firstScreen: drawnListing,
      }),
    ).toBeNull();
  });
});

describe('runAfterFirstPaint', () => {
  /** The browser's paint timing, told by the test when the first contentful paint happens. */
  let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers = observers.filter((callback) => callback !== this.callback);
    }
  }
  const firstContentfulPaint = () =>
    [...observers].forEach((callback) =>
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }),
    );

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/a.jpg"><img src="/b.jpg"></div>';
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    document.body.innerHTML = '';
  });

  const started = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const urgentPicture = () => document.querySelector('img') as HTMLImageElement;
  const loading = (img: HTMLImageElement) => Object.defineProperty(img, 'complete', { value: false });
  const loaded = (img: HTMLImageElement) => Object.defineProperty(img, 'complete', { value: true });

  it('waits for the first contentful paint and the urgent pictures, then a frame, and runs the scripts in order', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js', '/second.js'], 500);
    await jest.advanceTimersByTimeAsync(100);
    expect(started()).toEqual([]);

    urgentPicture().dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(50);
    expect(started()).toEqual([]); // the words are not painted yet

    firstContentfulPaint();
    await jest.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/main.js', '/second.js']);
    expect((document.querySelector('script') as HTMLScriptElement).async).toBe(false);
  });

  it('does not wait for a picture that failed', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    firstContentfulPaint();
    urgentPicture().dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(50);

    expect(started()).toEqual(['/main.js']);
  });

  it('does not wait for a paint a browser cannot report', async () => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    loaded(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    await jest.advanceTimersByTimeAsync(50);

    expect(started()).toEqual(['/main.js']);
  });

  it('runs them anyway once its patience is spent, and only once', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    await jest.advanceTimersByTimeAsync(499);
    expect(started()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    firstContentfulPaint();
    urgentPicture().dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(100);
    expect(started()).toEqual(['/main.js']);
  });
});

describe('taps before the drawn page is taken over', () => {
  afterEach(() => {
    replayEarlyTaps(); // the keeper steps aside for the next test
    Reflect.deleteProperty(window, EARLY_TAPS);
    document.body.innerHTML = '';
  });

  /** A drawn card with a heart, and what the page's code (once here) hears of it. */
  function drawnHeart() {
    document.body.innerHTML =
      '<div data-first-screen="catalogue"><article><button type="button">Add Ruby to wishlist</button></article></div>' +
      '<footer><button type="button">Newsletter</button></footer>';
    const heard: string[] = [];
    document.addEventListener('click', (event) => {
      if (event.target instanceof HTMLElement) heard.push(event.target.textContent ?? '');
    });
    const [heart, other] = document.querySelectorAll('button');
    return { heart: heart as HTMLButtonElement, other: other as HTMLButtonElement, heard };
  }

  it('keeps a tap on a drawn button and makes it again once the page answers', () => {
    keepEarlyTaps(EARLY_TAPS, 'data-first-screen');
    const { heart, heard } = drawnHeart();

    heart.click();
    heart.click();
    expect(heard).toEqual([]);

    replayEarlyTaps();
    expect(heard).toEqual(['Add Ruby to wishlist', 'Add Ruby to wishlist']);

    heart.click();
    expect(heard).toHaveLength(3);
  });

  it('leaves taps elsewhere alone, and forgets a button that is gone', () => {
    keepEarlyTaps(EARLY_TAPS, 'data-first-screen');
    const { heart, other, heard } = drawnHeart();

    other.click();
    expect(heard).toEqual(['Newsletter']);

    heart.click();
    heart.remove();
    replayEarlyTaps();
    expect(heard).toEqual(['Newsletter']);
  });

  it('is part of every drawn page, in its head', () => {
    const html = renderPage({ url: '/gemstones/Ruby', indexHtml: builtIndex, firstScreen: drawnListing });
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');

    expect(doc.head.querySelector('script:not([type])')?.textContent).toContain(EARLY_TAPS);
  });
});
