import { screen, within } from '@testing-library/react';
import { SiteFooter } from '../site-footer';
import { renderAt } from '../../test-helpers';
import { shop } from '@gemstore/shared';

describe('SiteFooter (§footer.contents, §footer.links)', () => {
  it('repeats the main menu and adds the three legal pages', () => {
    renderAt(<SiteFooter />);

    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Gemstones', '/gemstones/Featured'],
      ['Jewellery', '/jewellery/Featured'],
      ['Education', '/education'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Return Policy', '/return-policy'],
    ]);
  });

  it('shows the year 2025', () => {
    renderAt(<SiteFooter />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Gemstore');
  });
});

describe('SiteFooter contents', () => {
  it('shows the vision, location, phone and e-mail from the one shop config', () => {
    renderAt(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(shop.vision);
    expect(footer).toHaveTextContent(shop.location);
    expect(within(footer).getByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      `tel:${shop.phone.replace(/\s+/g, '')}`,
    );
    expect(within(footer).getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
  });
});
