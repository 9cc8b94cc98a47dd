/**
 * Taps on a page drawn on the server, made before its code has taken it over (ADR 018): kept by the page's head
 * script, made again once the remote has hydrated the page.
 */
import { EARLY_TAPS, replayEarlyTaps } from '@gemstore/shared';
import { keepEarlyTaps } from '../keep-early-taps';

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

  it('is what the drawn page’s head script does, with the shared name and the first screen’s attribute', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../early-taps-script');
    });
    const { heart, heard } = drawnHeart();

    heart.click();
    expect(heard).toEqual([]);
    replayEarlyTaps();
    expect(heard).toEqual(['Add Ruby to wishlist']);
  });

  it('makes a tap again on its like when the page was drawn anew (the shell’s own drawn page, ADR 058)', () => {
    keepEarlyTaps(EARLY_TAPS, 'data-first-screen');
    const menus = '<button type="button">Gemstones</button><button type="button">Jewellery</button>';
    document.body.innerHTML = `<header><button type="button">Gemstones</button></header><main><div data-first-screen="shell">${menus}<button type="button" aria-label="Gemstones">▾</button></div></main>`;
    const drawn = document.querySelectorAll('main button');
    (drawn[2] as HTMLButtonElement).click(); // the second button named Gemstones, by its label
    (drawn[1] as HTMLButtonElement).click();

    // The shell renders its root afresh: the same buttons, new nodes, without the drawn page's mark.
    document.body.innerHTML = `<header><button type="button">Gemstones</button></header><main>${menus}<button type="button" aria-label="Gemstones">▾</button></main>`;
    const heard: string[] = [];
    document.addEventListener('click', (event) => {
      if (event.target instanceof HTMLElement)
        heard.push(
          `${event.target.textContent ?? ''} in ${event.target.closest('main, header')?.tagName ?? ''}`,
        );
    });
    replayEarlyTaps();
    expect(heard).toEqual(['▾ in MAIN', 'Jewellery in MAIN']);
  });

  it('makes no tap on a page drawn anew without the tapped button', () => {
    keepEarlyTaps(EARLY_TAPS, 'data-first-screen');
    document.body.innerHTML =
      '<main><div data-first-screen="shell"><button type="button">Gemstones</button></div></main>';
    document.querySelector('button')?.click();
    document.body.innerHTML = '<main><button type="button">Jewellery</button></main>';
    const heard: string[] = [];
    document.addEventListener('click', (event) => heard.push(String(event.target)));
    replayEarlyTaps();
    expect(heard).toEqual([]);
  });
});
