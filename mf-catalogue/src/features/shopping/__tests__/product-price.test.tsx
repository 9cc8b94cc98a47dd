import { render, screen } from '@testing-library/react';
import type { Product } from '@gemstore/shared';
import { ProductPrice } from '../product-price';

const ruby: Product = {
  _id: '12',
  id: 12,
  name: 'Burmese Ruby',
  description: 'A ruby.',
  price: 1234.5,
  priceHidden: null,
  weight: 2.15,
  cut: 'Oval',
  colour: 'Red',
  clarity: 'Eye-Clean',
  category: 'Ruby',
  section: 'gemstones',
  image: [],
  countInStock: 1,
  quantity: 1,
  link: '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12',
};

describe('ProductPrice (SPEC §6)', () => {
  it('shows the price in SGD with $', () => {
    render(<ProductPrice product={ruby} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('asks a guest to log in above the guest limit, and Featured pieces to enquire', () => {
    const { rerender } = render(<ProductPrice product={{ ...ruby, price: null, priceHidden: 'login' }} />);
    expect(screen.getByText('Login to view price')).toBeInTheDocument();
    rerender(<ProductPrice product={{ ...ruby, price: null, priceHidden: 'enquire' }} />);
    expect(screen.getByText('Enquire for Price')).toBeInTheDocument();
  });
});
