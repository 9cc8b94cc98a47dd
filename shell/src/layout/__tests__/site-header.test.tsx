import { act, screen, within } from '@testing-library/react';
import { cartAtom, sessionStore, userAtom } from '@gemstore/shared';
import { aUser } from '@gemstore/shared/test-fixtures';
import { SiteHeader } from '../site-header';
import { aCartLine, renderAt, seedSession } from '../../test-helpers';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader (§header.icons, §nav.main-menu)', () => {
  it('is large up to 100 px of scroll and compact once the page has scrolled past 100 px (§header.compact-on-scroll)', () => {
    renderAt(<SiteHeader />);
    // The header bar, whose size the compact state changes (its links and icons stay the same).
    const bar = screen.getByRole('navigation', { name: 'Main' }).parentElement;
    expect(bar).toHaveAttribute('data-compact', 'false');
    scrollTo(100);
    expect(bar).toHaveAttribute('data-compact', 'false');
    scrollTo(101);
    expect(bar).toHaveAttribute('data-compact', 'true');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-compact', 'false');
  });

  it('shows the number of cart lines on the cart badge, not the number of units', () => {
    seedSession({ cart: [aCartLine(1, 3), aCartLine(2, 1)] });
    renderAt(<SiteHeader />);

    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('2');
  });

  it('follows the shared cart when any part of the shop changes it', () => {
    seedSession({ cart: [aCartLine(1), aCartLine(2)] });
    renderAt(<SiteHeader />);

    act(() => sessionStore.set(cartAtom, [aCartLine(1)]));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1');

    act(() => sessionStore.set(cartAtom, [aCartLine(1), aCartLine(2), aCartLine(3)]));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');

    act(() => sessionStore.set(cartAtom, []));
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('0');
  });

  it('has the main menu of §nav.main-menu, in order, with its labels and targets', () => {
    seedSession();
    renderAt(<SiteHeader />);

    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    const links = menu.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Gemstones', '/gemstones/Featured'],
      ['Jewellery', '/jewellery/Featured'],
      ['Education', '/education'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('has the wishlist and profile links and the brand linking home', () => {
    seedSession();
    renderAt(<SiteHeader />);

    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Gemstore' })).toHaveAttribute('href', '/');
  });

  it('shows whose account it is once a shopper signs in, and the plain profile icon again after', () => {
    seedSession();
    renderAt(<SiteHeader />);
    expect(screen.queryByTestId('signed-in-initial')).not.toBeInTheDocument();

    act(() => sessionStore.set(userAtom, aUser({ firstName: 'amelia', lastName: 'Tan' })));
    const profile = screen.getByRole('link', { name: 'Profile, amelia Tan' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByTestId('signed-in-initial')).toHaveTextContent('A');

    act(() => sessionStore.set(userAtom, null));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByTestId('signed-in-initial')).not.toBeInTheDocument();
  });

  it('marks the menu entry of the current page, and Home only on the home page', () => {
    seedSession();
    renderAt(<SiteHeader />, '/education');

    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Education' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
