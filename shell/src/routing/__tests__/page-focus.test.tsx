/**
 * After an in-app navigation the focus goes to the new page's main heading, or the page is announced (ADR 044).
 * The page here is plain DOM the test changes as a remote would; the address changes as single-spa's history patch
 * does in the shop: pushState, then a synchronous popstate.
 */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { usePageFocus } from '../use-page-focus';

function Layout() {
  const main = useRef<HTMLElement>(null);
  const announcer = useRef<HTMLDivElement>(null);
  usePageFocus(main, announcer);
  return (
    <>
      <header>
        <a href="/contact">Contact Us</a>
      </header>
      <main ref={main} data-testid="main" />
      <div ref={announcer} role="status" aria-live="polite" data-testid="announcer" />
    </>
  );
}

const main = () => document.querySelector('main') as HTMLElement;
const announcer = () => document.querySelector('[role="status"]') as HTMLElement;

/** Replaces what the main region shows, as a page's render would. */
function showPage(html: string) {
  main().innerHTML = html;
}

function goTo(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Lets the mutation observer's callbacks (microtasks) and one animation frame run. */
const settle = async () => {
  await act(async () => {
    await Promise.resolve();
    jest.advanceTimersByTime(20);
  });
};

/** Moves the page's clock on by `ms`. */
const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

const heading = () => main().querySelector('h1') as HTMLElement;

/** From a listing to a cart whose page shows only its loading state so far (a slow phone on a slow line). */
function goToACartStillLoading() {
  render(<Layout />);
  showPage('<h1>Rubies</h1>');
  goTo('/cart');
  showPage('<p>Loading your cart</p>');
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
  document.title = 'Gemstore';
});
afterEach(() => jest.useRealTimers());

describe('the focus after an in-app navigation', () => {
  it('passes over the copy of the page left and a page drawn but not yet shown (issue 32)', async () => {
    render(<Layout />);
    showPage('<h1>Rubies</h1>');
    goTo('/cart');
    // The next part's page is drawn behind the copy of the one left, then shown in its place.
    showPage(
      '<div inert aria-hidden="true" data-held-page><h1>Rubies, copied</h1></div><div hidden><h1>Your Cart</h1></div>',
    );
    await settle();
    expect(document.activeElement).toBe(document.body);
    showPage('<div><h1>Your Cart</h1></div>');
    await settle();
    expect(document.activeElement).toBe(heading());
    expect(heading()).toHaveTextContent('Your Cart');
  });

  it("moves to the new page's heading when it arrives, not to the old page's still on screen", async () => {
    render(<Layout />);
    showPage('<h1>Gemstore</h1><a href="/contact">Contact us today</a>');
    const link = document.querySelector('header a') as HTMLElement;
    link.focus();

    goTo('/contact');
    await settle();
    // React Router holds the old page while the new one's code loads.
    expect(link).toHaveFocus();

    showPage('<h1>Contact Us</h1><button>Get in Touch</button>');
    await settle();
    expect(heading()).toHaveTextContent('Contact Us');
    expect(heading()).toHaveFocus();
    expect(heading()).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('');
  });

  it('takes a heading the page kept, once its words are the new page’s (a listing’s next category)', async () => {
    render(<Layout />);
    showPage('<h1>Ruby</h1>');
    const kept = heading();
    goTo('/gemstones/Sapphire');
    await settle();
    expect(document.body).toHaveFocus();

    kept.textContent = 'Sapphire';
    await settle();
    expect(kept).toHaveFocus();
  });

  it('leaves the focus where the new page put it (the code page’s first box)', async () => {
    render(<Layout />);
    showPage('<h1>Gemstore</h1>');
    goTo('/verify-otp/abc_1');
    showPage('<h1>Verify your e-mail</h1><input aria-label="Verification code" />');
    (main().querySelector('input') as HTMLElement).focus();
    await settle();
    expect(main().querySelector('input')).toHaveFocus();
  });

  it('finds the heading again when the page draws it anew, and leaves the shopper be once they act', async () => {
    render(<Layout />);
    goTo('/profile');
    showPage('<h1>Profile</h1>');
    await settle();
    expect(heading()).toHaveFocus();
    showPage('<h1>Profile</h1><p>Loaded</p>');
    await settle();
    expect(heading()).toHaveFocus();

    goTo('/cart');
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    showPage('<h1>Cart</h1>');
    await settle();
    expect(heading()).not.toHaveFocus();
  });

  it('announces the tab title at 3000 ms when no heading came, with the keyboard starting from the main region', async () => {
    render(<Layout />);
    showPage('<h1>Gemstore</h1>');
    goTo('/somewhere');
    document.title = 'Gemstore | Page Not Found';
    showPage('<p>Nothing here</p>');
    await settle();
    await advance(3000 - 20 - 1);
    expect(announcer()).toHaveTextContent('');
    expect(document.body).toHaveFocus();

    await advance(1);
    expect(announcer()).toHaveTextContent('Gemstore | Page Not Found');
    expect(main()).toHaveFocus();
  });

  it('gives a heading that comes after 3000 ms the focus from the main region, until 20000 ms', async () => {
    goToACartStillLoading();
    await advance(3000);
    expect(main()).toHaveFocus();
    expect(announcer()).toHaveTextContent('Gemstore');

    // The cart arrives on a slow phone, 19,999 ms after the address changed.
    await advance(20_000 - 3000 - 1);
    showPage('<h1>Your Cart</h1>');
    await settle();
    expect(heading()).toHaveTextContent('Your Cart');
    expect(heading()).toHaveFocus();
  });

  it('leaves the main region with the focus for a heading that comes at 20000 ms', async () => {
    goToACartStillLoading();
    await advance(20_000);
    expect(main()).toHaveFocus();
    showPage('<h1>Your Cart</h1>');
    await settle();
    expect(main()).toHaveFocus();
  });

  it('leaves a late heading be once the shopper has acted on the page meanwhile', async () => {
    goToACartStillLoading();
    await advance(3000);
    expect(main()).toHaveFocus();
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    showPage('<h1>Your Cart</h1>');
    await settle();
    expect(heading()).not.toHaveFocus();
    expect(main()).toHaveFocus();
  });

  it('does nothing for a new query or on the page the browser loaded', async () => {
    render(<Layout />);
    showPage('<h1>Ruby</h1>');
    goTo('/?cut=Oval');
    showPage('<h1>Ruby, 3 found</h1>');
    await settle();
    await advance(3000);
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});
