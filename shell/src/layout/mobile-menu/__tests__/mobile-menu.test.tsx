import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, theme } from '@gemstore/shared';
import { MobileMenu } from '../mobile-menu';

function renderMenu() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <p>Outside the menu</p>
        <MobileMenu />
        <a href="/behind">A link of the page behind</a>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, hamburger: screen.getByRole('button', { name: 'Menu' }) };
}

describe('MobileMenu', () => {
  it('§mobile-menu.timings, §mobile-menu.layout: panel 0.2 s, items 0.3 s each, 0.05 s apart; a 20 px hamburger; 5rem down', async () => {
    const { user, hamburger } = renderMenu();
    expect(hamburger.querySelector('svg')).toHaveAttribute('width', '20');
    await user.click(hamburger);
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    const panel = nav.parentElement as HTMLElement;
    expect(getComputedStyle(panel).animation).toMatch(/ 0\.2s ease-out$/);
    expect(getComputedStyle(panel).top).toBe('5rem');
    const items = within(nav).getAllByRole('listitem');
    expect(getComputedStyle(items[0] as HTMLElement).animation).toMatch(/ 0\.3s ease-out both$/);
    expect(items.map((item) => getComputedStyle(item).animationDelay).slice(0, 3)).toEqual([
      '0s',
      '0.05s',
      '0.1s',
    ]);
    expect(hamburger.querySelector('svg')).toHaveAttribute('width', '20');
  });

  it('opens the main list with the entries of §mobile-menu.entries and closes it again with the hamburger', async () => {
    const { user, hamburger } = renderMenu();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(list.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(list.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(list.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/education');
    expect(list.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(list.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(list.getByRole('button', { name: 'Gemstones' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Jewellery' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.click(hamburger);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows a submenu with Back in place of the main list, and the hamburger closes it', async () => {
    const { user, hamburger } = renderMenu();
    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Gemstones' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const submenu = within(screen.getByRole('navigation', { name: 'Gemstones' }));
    expect(submenu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Featured', '/gemstones/Featured'],
        ['Ruby', '/gemstones/Ruby'],
        ['Sapphire', '/gemstones/Sapphire'],
        ['Emerald', '/gemstones/Emerald'],
        ['Diamond', '/gemstones/Diamond'],
      ],
    );
    expect(submenu.getByRole('button', { name: 'Back' })).toHaveFocus();

    await user.click(submenu.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jewellery' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Jewellery' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Featured', 'Rings', 'Earrings', 'Necklaces', 'Bracelets', 'Brooches']);
    await user.click(hamburger);
    expect(screen.queryByRole('navigation', { name: 'Jewellery' })).not.toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click, on Escape (focus back on the hamburger) and when a link is chosen', async () => {
    const { user, hamburger } = renderMenu();
    await user.click(hamburger);
    await user.click(screen.getByText('Outside the menu'));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Gemstones' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Gemstones' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();

    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Jewellery' }));
    await user.click(screen.getByRole('link', { name: 'Rings' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open menu, round the hamburger and the list, and lets go once it is closed', async () => {
    const { user, hamburger } = renderMenu();
    await user.click(hamburger);
    const list = within(screen.getByRole('navigation', { name: 'Mobile' }));
    const entries = [
      list.getByRole('link', { name: 'Home' }),
      list.getByRole('button', { name: 'Gemstones' }),
      list.getByRole('button', { name: 'Jewellery' }),
      list.getByRole('link', { name: 'Wishlist' }),
      list.getByRole('link', { name: 'Education' }),
      list.getByRole('link', { name: 'Services' }),
      list.getByRole('link', { name: 'Contact Us' }),
    ];
    const behind = screen.getByRole('link', { name: 'A link of the page behind' });
    const reached: HTMLElement[] = [];
    // The trap's code arrives with the first opening.
    await waitFor(async () => {
      (entries.at(-1) as HTMLElement).focus();
      await user.tab();
      expect(hamburger).toHaveFocus();
    });
    for (let press = 0; press < 9; press += 1) {
      await user.tab();
      reached.push(document.activeElement as HTMLElement);
    }
    expect(reached).not.toContain(behind);
    expect(reached.slice(0, 8)).toEqual([...entries, hamburger]);

    // Shift+Tab goes round the other way: Home, the hamburger, then the last entry.
    expect(entries[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(hamburger).toHaveFocus();
    await user.tab({ shift: true });
    expect(entries.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(hamburger).toHaveFocus();
    await user.tab();
    expect(behind).toHaveFocus();
  });
});
