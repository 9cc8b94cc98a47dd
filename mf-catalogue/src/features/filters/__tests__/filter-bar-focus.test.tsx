/**
 * A keyboard shopper on the dropdowns' outline as their code arrives (issue 30, focus kept): the real row takes the
 * outline's place, and the focus stays on the same dropdown instead of falling to the page's body. Its own file:
 * once arrived, the dropdowns' code is kept for the page's life (as a browser keeps a loaded chunk).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Chunks from '../lib/filter-chunks';
import { GemFilterControls } from '../components/gem-filter-controls';
import { noGemFilters, type GemFilters } from '../lib/gem-filters';
import { renderInCatalogue } from '../../../test-support/render';
import type * as HeldChunk from '../../../test-support/held-filter-bar';
import { heldFilterBar } from '../../../test-support/held-filter-bar';
import { forgetScreenWidth, screenWidth } from '../../../test-support/screen-width';

jest.mock('../lib/filter-chunks', () =>
  jest
    .requireActual<typeof HeldChunk>('../../../test-support/held-filter-bar')
    .withHeldFilterBar(jest.requireActual<typeof Chunks>('../lib/filter-chunks')),
);
const mockChunk = heldFilterBar;

beforeEach(() => screenWidth(1440));
afterEach(forgetScreenWidth);

function renderControls(filters: GemFilters, onChange = jest.fn()) {
  renderInCatalogue(
    <GemFilterControls category="Ruby" filters={filters} onChange={onChange} resultCount={12} />,
  );
  return onChange;
}

describe('the dropdowns as their code arrives', () => {
  it('keeps the focus on the same dropdown when its code arrives and the real row takes the outline’s place', async () => {
    renderControls(noGemFilters);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const focused = document.activeElement;
    expect(focused).toHaveAccessibleName('Colour');

    // Reaching the row fetched the code; it lands while the shopper is on Colour.
    await act(async () => {
      mockChunk.arrive?.();
      await Promise.resolve();
    });
    const real = await screen.findByRole('button', { name: 'Colour' });
    await waitFor(() => expect(real).not.toBe(focused));
    expect(real).toHaveFocus();
    expect(document.body).not.toHaveFocus();
    // And Tab goes on from there, to the next dropdown.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clarity' })).toHaveFocus();
  });
});
