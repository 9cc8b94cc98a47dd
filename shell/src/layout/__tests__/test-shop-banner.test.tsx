import { screen, waitFor } from '@testing-library/react';
import { api } from '@gemstore/shared';
import { TestShopBanner } from '../test-shop-banner';
import { renderAt } from '../../test-helpers';

function healthSays(answer: Record<string, unknown>) {
  return jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/health' ? { data: answer } : Promise.reject(new Error(`unexpected ${url}`)),
    );
}

afterEach(() => jest.restoreAllMocks());

describe('TestShopBanner (issue 30 item 1, ADR 036)', () => {
  it('says on the page that it is a test shop when the API says so', async () => {
    const get = healthSays({ success: true, status: 'ok', testShop: true });
    renderAt(<TestShopBanner />);

    const banner = await screen.findByRole('complementary', { name: 'Test shop' });
    expect(banner).toHaveTextContent(
      'This is a test shop. Nothing bought here is real: no money is taken and no piece is sent.',
    );
    expect(get).toHaveBeenCalledWith('/health');
  });

  it('shows nothing in a real shop', async () => {
    const get = healthSays({ success: true, status: 'ok', testShop: false });
    renderAt(<TestShopBanner />);

    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByText(/test shop/i)).not.toBeInTheDocument();
  });

  it('shows nothing when the API cannot be asked', async () => {
    const get = jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    renderAt(<TestShopBanner />);

    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByText(/test shop/i)).not.toBeInTheDocument();
  });
});
