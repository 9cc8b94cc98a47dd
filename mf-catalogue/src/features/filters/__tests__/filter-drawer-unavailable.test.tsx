import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GemFilterControls } from '../components/gem-filter-controls';
import { noGemFilters } from '../lib/gem-filters';
import { renderInCatalogue } from '../../../test-support/render';

// The drawer is its own chunk, fetched when 'Filters' is first pressed; here that fetch fails.
jest.mock('../components/filter-drawer', () => {
  throw new Error('Loading chunk filter-drawer failed');
});

it("says the filters could not be opened, and keeps the listing's button, when the drawer's code cannot be fetched", async () => {
  const user = userEvent.setup();
  renderInCatalogue(
    <GemFilterControls category="Ruby" filters={noGemFilters} onChange={jest.fn()} resultCount={12} />,
  );

  await user.click(screen.getByRole('button', { name: 'Filters' }));

  expect(
    await screen.findByText('The filters could not be opened. Please reload the page.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
});
