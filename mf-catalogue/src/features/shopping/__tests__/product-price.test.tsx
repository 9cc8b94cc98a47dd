import { render, screen } from '@testing-library/react';
import { aProduct } from '@gemstore/shared/test-fixtures';
import { ProductPrice } from '../components/product-price';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby', price: 1234.5 });

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
