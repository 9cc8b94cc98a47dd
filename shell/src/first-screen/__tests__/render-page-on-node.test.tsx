/**
 * @jest-environment node
 */
// The server entry runs in Node, where there is no window or document: a page that reads one while rendering is
// not drawn (React gives it up to the browser, an empty screen until main.js). jsdom would hide that.
import { renderPage } from '../render-page';

jest.mock('../drawn-page-scripts', () => ({
  drawnPageScripts: { afterFirstPaint: 'afterFirstPaint()', keepEarlyTaps: 'keepEarlyTaps()' },
}));

const builtIndex =
  '<!doctype html><html lang=en-SG><head><title>Gemstore</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

it('draws the whole home page where there is no window, nothing left for the browser to draw', () => {
  expect(typeof window).toBe('undefined');
  const html = renderPage({ url: '/', indexHtml: builtIndex }) ?? '';

  expect(html).toContain('<h1 id="home-title"');
  expect(html).toContain('Shop featured gemstones');
  // React's mark for a part it could not draw on the server and left to the browser.
  expect(html).not.toContain('<!--$!-->');
});

it('draws a remote’s first screen in the frame where there is no DOM (the remote’s area reads none)', () => {
  const html =
    renderPage({
      url: '/gemstones/Ruby',
      indexHtml: builtIndex,
      firstScreen: {
        html: '<h1>Ruby</h1><p>24 pieces</p>',
        answer: { remote: 'catalogue', state: { mutations: [], queries: [] } },
      },
    }) ?? '';

  expect(html).toContain('<div data-first-screen="catalogue"><h1>Ruby</h1><p>24 pieces</p></div>');
  expect(html).not.toContain('<!--$!-->');
});
