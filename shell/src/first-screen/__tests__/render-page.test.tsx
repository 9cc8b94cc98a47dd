/**
 * The shell's part of a page drawn on the server (ADR 018): which pages a remote draws, the page composed around a
 * remote's first screen, and the shell's scripts waiting for that first screen to be painted.
 */
import { HANDED_ANSWER_ID, type FirstScreen } from '@gemstore/shared';
import { drawnByShell, firstScreenOwner, refusedRemote, renderPage } from '../render-page';

// The drawn page's inline scripts are built by build/webpack.mjs; here they are stand-ins that say which is which
// (what each does is tested with its entry: keep-early-taps.test.ts, run-after-first-paint.test.ts).
jest.mock('../drawn-page-scripts', () => ({
  drawnPageScripts: { afterFirstPaint: 'afterFirstPaint()', keepEarlyTaps: 'keepEarlyTaps()' },
}));

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
  it('names the remote that owns the page, and nobody for the shell’s pages or an unknown address', () => {
    expect(firstScreenOwner('/gemstones/Ruby')).toBe('catalogue');
    expect(firstScreenOwner('/jewellery/Rings')).toBe('catalogue');
    expect(firstScreenOwner('/gemstones/ruby/burmese-ruby-1ct-oval-cut-21')).toBe('catalogue');
    expect(firstScreenOwner('/contact')).toBe('contact');
    expect(firstScreenOwner('/')).toBeNull();
    expect(firstScreenOwner('/education')).toBeNull();
    // Guarded pages (ADR 065): the owner draws them only for a shopper its guard lets in.
    expect(firstScreenOwner('/login')).toBe('account');
    expect(firstScreenOwner('/register')).toBe('account');
    expect(firstScreenOwner('/profile')).toBe('account');
    expect(firstScreenOwner('/cart')).toBe('checkout');
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
    expect(starter?.textContent).toBe('afterFirstPaint()');
    expect(starter?.getAttribute('data-scripts')).toBe('/main.js');
  });

  it('keeps the taps made before the page is taken over, from its head', () => {
    const doc = page();

    expect(doc.head.querySelector('script:not([type])')?.textContent).toBe('keepEarlyTaps()');
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

describe('the home page, which the shell draws whole (ADR 058)', () => {
  it('is the one page the shell draws itself', () => {
    expect(drawnByShell('/')).toBe(true);
    expect(drawnByShell('/education')).toBe(false);
    expect(drawnByShell('/terms-and-conditions')).toBe(false);
    expect(drawnByShell('/gemstones/Ruby')).toBe(false);
    expect(drawnByShell('/no/such/page/here')).toBe(false);
  });

  const home = () => {
    const html = renderPage({ url: '/', indexHtml: builtIndex });
    if (!html) throw new Error('no page');
    return new DOMParser().parseFromString(html, 'text/html');
  };

  it('draws the hero, the promotions and the way to the gemstones in the frame, as a guest sees them', () => {
    const doc = home();
    const main = doc.querySelector('#root main');

    expect(doc.querySelector('#root header')).not.toBeNull();
    expect(doc.querySelector('#root footer')).not.toBeNull();
    expect(main?.querySelector('h1')?.textContent).toBe('Gemstore');
    expect(main?.querySelector('a[href="/gemstones/Featured"]')?.textContent).toBe('Shop featured gemstones');
    expect(main?.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe(
      '/media/home-hero-poster.jpg',
    );
    expect(main?.textContent).toContain('Our website is under development');
  });

  it('hands no answer over, and runs the shell’s scripts after the first paint as for a remote’s page', () => {
    const doc = home();

    expect(doc.getElementById(HANDED_ANSWER_ID)).toBeNull();
    expect(doc.querySelector('script[src="/main.js"]')).toBeNull();
    expect(doc.body.querySelector('script:not([type])')?.getAttribute('data-scripts')).toBe('/main.js');
  });
});

describe('refusedRemote (ADR 054, 066)', () => {
  const shell = { shared: [{ name: '@gemstore/shared', version: '3.1.0', requiredVersion: '^3.1.0' }] };
  const built = (version: string) => ({
    shared: [{ name: '@gemstore/shared', version, requiredVersion: `^${version}` }],
  });

  it('names both releases for a remote built against the next major', () => {
    expect(refusedRemote('checkout', built('4.0.0'), shell)).toContain(
      'The checkout part of the shop was built against @gemstore/shared 4.0.0 (it needs ^4.0.0), but this shell provides @gemstore/shared 3.1.0.',
    );
  });

  it('refuses a remote built against a newer minor, lets an older minor and the same release run', () => {
    expect(refusedRemote('checkout', built('3.2.0'), shell)).not.toBeNull();
    expect(refusedRemote('checkout', built('3.0.0'), shell)).toBeNull();
    expect(refusedRemote('checkout', built('3.1.0'), shell)).toBeNull();
  });

  it('refuses nothing it cannot judge: no manifest of the shell, or no contract named', () => {
    expect(refusedRemote('checkout', built('4.0.0'), null)).toBeNull();
    expect(refusedRemote('checkout', { shared: [] }, shell)).toBeNull();
  });
});
