import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct } from '@gemstore/shared/test-fixtures';
import { createShopQueryClient } from '@gemstore/shared/data';
import { isExposure } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { priceDisplay, PriceTag } from '..';
import price from '../../../price-exposure';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby', price: 1234.5 });
const hiddenFromGuest = { ...ruby, price: null, priceHidden: 'login' as const };
const onRequest = { ...ruby, price: null, priceHidden: 'enquire' as const };

describe('priceDisplay: the one reading of §price.format, §price.guest-limit and §price.on-request', () => {
  it('shows a price the viewer may see in SGD with $ and two decimals', () => {
    expect(priceDisplay(ruby)).toEqual({ kind: 'amount', amount: 1234.5, text: '$1,234.50' });
    expect(priceDisplay({ price: 0, priceHidden: null })).toEqual({
      kind: 'amount',
      amount: 0,
      text: '$0.00',
    });
  });

  it('asks a guest to log in for a price the server left out, behind the one veil', () => {
    expect(priceDisplay(hiddenFromGuest)).toEqual({
      kind: 'login',
      text: 'Login to view price',
      veil: '$8,888.00',
    });
    // A price left out with no reason given is treated as the guest's case, never shown as $0.00.
    expect(priceDisplay({ price: null, priceHidden: null }).kind).toBe('login');
  });

  it('asks for an enquiry for a Featured piece, whatever price it carries', () => {
    expect(priceDisplay(onRequest)).toEqual({ kind: 'enquire', text: 'Enquire for Price' });
    expect(priceDisplay({ price: 900, priceHidden: 'enquire' }).kind).toBe('enquire');
  });
});

describe('<PriceTag>', () => {
  const draw = (ui: ReactNode, url = '/gemstones/Ruby?cut=Oval') =>
    renderInRemote(ui, { remote: 'catalogue', queries: createShopQueryClient(), url });

  it('draws a price as its text', () => {
    draw(<PriceTag piece={ruby} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it("veils a guest's hidden price from sight and from assistive technology, and its login brings them back", async () => {
    const user = userEvent.setup();
    const view = draw(<PriceTag piece={hiddenFromGuest} size="page" />);
    expect(screen.getByText('$8,888.00')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('link', { name: 'Login to view price' }));
    expect(view.location()).toMatchObject({
      pathname: '/login',
      state: { from: '/gemstones/Ruby?cut=Oval' },
    });
  });

  it("offers 'Enquire for Price' as a button where the place starts an enquiry, else says it", async () => {
    const user = userEvent.setup();
    const enquire = jest.fn();
    const { unmount } = draw(<PriceTag piece={onRequest} onEnquire={enquire} />);
    await user.click(screen.getByRole('button', { name: 'Enquire for Price' }));
    expect(enquire).toHaveBeenCalledTimes(1);
    unmount();

    draw(<PriceTag piece={onRequest} />);
    expect(screen.getByText('Enquire for Price')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is lent to the other remotes as catalogue/price, under its contract', () => {
    expect(isExposure('catalogue/price', price)).toBe(true);
    expect(isExposure('catalogue/price', { ...price, contract: 2 })).toBe(false);
  });
});
