import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShopQueryClient } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { ServicesPage } from '../services-page';

describe('ServicesPage (§services.page, §services.start-today)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows four blocks and the three ways to choose a stone', () => {
    renderInRemote(<ServicesPage />, {
      remote: 'contact',
      queries: createShopQueryClient(),
      url: '/services',
    });
    for (const choice of ['Browse our Collection', 'Bring your Own', 'Start an Adventure']) {
      expect(screen.getByRole('heading', { level: 3, name: choice })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5); // four blocks and the choices
  });

  it('each block is a region named by its heading (a screen reader can list and jump to them)', () => {
    renderInRemote(<ServicesPage />, {
      remote: 'contact',
      queries: createShopQueryClient(),
      url: '/services',
    });
    for (const title of [
      'Made around your stone',
      'A conversation first',
      'Crafted by hand',
      'Yours to keep well',
      'Choose your stone',
    ]) {
      const region = screen.getByRole('region', { name: title });
      expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: title }));
    }
  });

  it("'Start Today' goes to the contact page's custom-order form after 50 ms, not 49", async () => {
    const view = renderInRemote(<ServicesPage />, {
      remote: 'contact',
      queries: createShopQueryClient(),
      url: '/services',
    });
    await userEvent
      .setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
      .click(screen.getByRole('button', { name: 'Start Today' }));
    await act(() => jest.advanceTimersByTimeAsync(49));
    expect(view.location().pathname).toBe('/services');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe('/contact');
    expect(view.location().hash).toBe('#customOrderSection');
  });
});
