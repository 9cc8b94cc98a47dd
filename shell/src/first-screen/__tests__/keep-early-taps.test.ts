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
});
