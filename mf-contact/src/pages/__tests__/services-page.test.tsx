import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShopQueryClient } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { ServicesPage } from '../services-page';

describe('ServicesPage (SPEC §2 Services)', () => {
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
