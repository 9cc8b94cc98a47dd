/**
 * The listing shows the answer to what it asked (ADR 021): the server here answers by the call's category and its
 * filters, so a query key that left either out would keep showing the last listing's cards after the switch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, signOutLocally } from '@gemstore/shared';
import { aProduct } from '@gemstore/shared/test-fixtures';
import { renderCatalogue } from '../../test-support/render';

const byCategory: Record<string, string[]> = {
  Ruby: ['Mozambique Ruby', 'Thai Ruby'],
  Emerald: ['Colombian Emerald', 'Zambian Emerald'],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signOutLocally();
  jest.spyOn(api, 'post').mockImplementation(async (_url, body, config) => {
    const category = String((config?.params as { category: string }).category);
    const { cut } = body as { cut: string[] };
    const names = (byCategory[category] ?? []).map((name) =>
      cut.length > 0 ? `${name} (${cut.join(', ')})` : name,
    );
    const product = names.map((name, index) => aProduct({ id: index + 1, name, price: 1000 + index }));
    return { data: { success: true, product, total: product.length } } as never;
  });
});

afterEach(() => jest.restoreAllMocks());

/**
 * How long a wait for the listing's cards may take: the page's first answer comes after its lazy chunks, which took
 * longer than Testing Library's default second in a full `npm test` on two busy cores (seen once). A bound on the
 * wait, not on the page's speed: the benchmarks measure that.
 */
const patience = { timeout: 5000 };

const cardNames = (category: string) =>
  within(screen.getByRole('list', { name: `${category} products` }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

it('shows the new category’s pieces after a switch of category', async () => {
  renderCatalogue('/gemstones/Ruby');
  await waitFor(() => expect(cardNames('Ruby')).toEqual(['Mozambique Ruby', 'Thai Ruby']), patience);
  await userEvent.setup().click(
    within(screen.getByRole('navigation', { name: 'Gemstone categories' })).getByRole('link', {
      name: 'Emerald',
    }),
  );
  await waitFor(
    () => expect(cardNames('Emerald')).toEqual(['Colombian Emerald', 'Zambian Emerald']),
    patience,
  );
});

it('shows the filtered answer after a switch of filters in the address', async () => {
  const { navigate } = renderCatalogue('/gemstones/Ruby');
  await waitFor(() => expect(cardNames('Ruby')).toEqual(['Mozambique Ruby', 'Thai Ruby']), patience);
  navigate('/gemstones/Ruby?cut=oval');
  await waitFor(
    () => expect(cardNames('Ruby')).toEqual(['Mozambique Ruby (oval)', 'Thai Ruby (oval)']),
    patience,
  );
  navigate('/gemstones/Ruby');
  await waitFor(() => expect(cardNames('Ruby')).toEqual(['Mozambique Ruby', 'Thai Ruby']), patience);
});
