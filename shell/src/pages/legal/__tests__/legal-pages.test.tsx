import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes, shop, theme, useLocation } from '@gemstore/shared';
import { Education, PrivacyPolicy, ReturnPolicy, TermsAndConditions } from '..';

/** Every other page of the shop: says where the shopper now is. */
function ElsewhereInTheShop() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Renders `page` at the last of `history`, beside a stand-in for every other page of the shop. */
function renderPage(page: ReactNode, history: string[]) {
  const at = history[history.length - 1] ?? '/';
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={history}>
        <Routes>
          <Route path={at} element={page} />
          <Route path="*" element={<ElsewhereInTheShop />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const pages = [
  { title: 'Terms & Conditions', path: '/terms-and-conditions', Page: TermsAndConditions },
  { title: 'Privacy Policy', path: '/privacy-policy', Page: PrivacyPolicy },
  { title: 'Return Policy', path: '/return-policy', Page: ReturnPolicy },
] as const;

function article(title: string) {
  return screen.getByRole('article', { name: title });
}

describe.each(pages)('$title', ({ title, path, Page }) => {
  it('has its heading, the date of §legal.pages and a Back control', () => {
    renderPage(<Page />, [path]);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(article(title)).toHaveTextContent('Last updated 29/10/2024');
    expect(screen.getByText('29/10/2024').closest('time')).toHaveAttribute('datetime', '2024-10-29');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('lists every section in its contents, and every contents link reaches its section', () => {
    renderPage(<Page />, [path]);

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links).toHaveLength(headings.length);

    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z][a-z-]*$/);
      const target = document.getElementById(href.slice(1));
      expect(target).toBe(headings[index]);
      // The section number beside each title is decoration, hidden from the accessible names.
      const name = (link.textContent ?? '').replace(/^\d+/, '');
      expect(link).toHaveAccessibleName(name);
      expect(target).toHaveAccessibleName(name);
      expect(target?.closest('section')).toHaveAccessibleName(name);
    });
  });

  it('moves focus to a section chosen in the contents, without leaving the page', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, [path]);

    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const last = links[links.length - 1];
    if (!last) throw new Error('no contents');
    await user.click(last);

    const name = (last.textContent ?? '').replace(/^\d+/, '');
    expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("gives the shop's own contact details", () => {
    renderPage(<Page />, [path]);

    const contact = within(article(title)).getByText(shop.location).closest('address');
    expect(contact).toHaveTextContent(shop.name);
    expect(within(contact as HTMLElement).getByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      `tel:${shop.phone.replace(/\s+/g, '')}`,
    );
    expect(within(contact as HTMLElement).getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
  });

  it('goes back to the page the shopper came from', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, ['/gemstones/Ruby', path]);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText('Now at /gemstones/Ruby')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
  });

  it('goes to the home page when the visit started here', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, [path]);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText('Now at /')).toBeInTheDocument();
  });

  it('links to the other two policies', () => {
    renderPage(<Page />, [path]);

    const related = screen.getByRole('navigation', { name: 'Other policies' });
    const others = pages.filter((other) => other.title !== title);
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(others.map((other) => other.path));
  });
});

describe('Return Policy: the facts of §legal.return-policy', () => {
  it.each([
    ['the 14-day window for loose stones', /14-day window/],
    ['the certificate extension', /extended until 7 days after you receive the certificate/],
    ['the weight tolerance', /within 0\.02ct of the listed weight/],
    ['the rush definition', /manufacture within 4 weeks, or to ship in under 3 days/],
    ['the RMA number', /A refund requires an RMA number/],
    ['no shipping refund for change of mind', /No shipping refund for change of mind/],
    ['the 30-day free returns of the product page', /30-day free returns/],
    ['custom pieces are excluded', /Custom and bespoke pieces/],
  ])('states %s', (_, fact) => {
    renderPage(<ReturnPolicy />, ['/return-policy']);
    expect(article('Return Policy')).toHaveTextContent(fact);
  });

  it('keeps the two windows apart: 14 days for loose gemstones, 30 days for ready-to-wear jewellery', () => {
    renderPage(<ReturnPolicy />, ['/return-policy']);

    expect(screen.getByRole('heading', { level: 3, name: 'Loose gemstones: 14 days' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Ready-to-wear jewellery: 30 days, free returns' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rush orders' })).toBeInTheDocument();
  });
});

describe('Privacy Policy: the facts of §legal.privacy', () => {
  it.each([
    ['the PDPA', /Personal Data Protection Act 2012 \(PDPA\)/],
    ['consent withdrawal in about 10 business days', /within about 10 business days/],
    ['access and correction answered within 30 calendar days', /answer within 30 calendar days/],
    ['the one-time codes it e-mails', /e-mail you a six-digit one-time code/],
    ['the session cookie', /Session cookie/],
    ['the 30-day trusted-device cookie', /Trust this device for 30 days/],
    ['the data collected with enquiries', /book an appointment, ask for a custom piece/],
  ])('states %s', (_, fact) => {
    renderPage(<PrivacyPolicy />, ['/privacy-policy']);
    expect(article('Privacy Policy')).toHaveTextContent(fact);
  });
});

describe('Terms & Conditions: the facts of §legal.terms', () => {
  it.each([
    ['prices in SGD', /Singapore dollars \(SGD\)/],
    ['30 days of negotiation', /by negotiation for 30 days/],
    ['then mediation', /refer it to mediation at the Singapore Mediation Centre/],
    ['arbitration 60 days after mediation starts', /not resolved within 60 days after the mediation starts/],
    ['arbitration', /finally resolved by arbitration/],
    ['Singapore law', /governed by Singapore law/],
  ])('states %s', (_, fact) => {
    renderPage(<TermsAndConditions />, ['/terms-and-conditions']);
    expect(article('Terms & Conditions')).toHaveTextContent(fact);
  });

  it('sets out the dispute path in order', () => {
    renderPage(<TermsAndConditions />, ['/terms-and-conditions']);

    const disputes = screen.getByRole('region', { name: 'Resolving disputes' });
    const steps = within(disputes)
      .getAllByRole('listitem')
      .map((step) => step.querySelector('strong')?.textContent);
    expect(steps).toEqual(['Negotiation.', 'Mediation.', 'Arbitration.']);
  });
});

describe('Education (§education.page)', () => {
  it('says it is under construction and links to the home page', () => {
    renderPage(<Education />, ['/education']);

    expect(screen.getByRole('heading', { level: 1, name: 'Education' })).toBeInTheDocument();
    expect(screen.getByText('This page is under construction.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
  });

  it('takes the shopper home', async () => {
    const user = userEvent.setup();
    renderPage(<Education />, ['/education']);

    await user.click(screen.getByRole('link', { name: 'Return to the home page' }));

    expect(screen.getByText('Now at /')).toBeInTheDocument();
  });
});
