/**
 * The dropdowns' outline (ADR 017, 018): what a large screen shows before the dropdowns' chunk has arrived. Here
 * the chunk is held back until the test lets it through, or fails.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Chunks from '../lib/filter-chunks';
import { GemFilterControls } from '../components/gem-filter-controls';
import { noGemFilters, type GemFilters } from '../lib/gem-filters';
import { renderInCatalogue } from '../../../test-support/render';
import type * as HeldChunk from '../../../test-support/held-filter-bar';
import { heldFilterBar } from '../../../test-support/held-filter-bar';
import { forgetScreenWidth, resizeScreen, screenWidth } from '../../../test-support/screen-width';

jest.mock('../lib/filter-chunks', () =>
  jest
    .requireActual<typeof HeldChunk>('../../../test-support/held-filter-bar')
    .withHeldFilterBar(jest.requireActual<typeof Chunks>('../lib/filter-chunks')),
);
const mockChunk = heldFilterBar;

beforeEach(() => screenWidth(1440));
afterEach(forgetScreenWidth);

const narrowed: GemFilters = { ...noGemFilters, cut: ['Oval', 'Round'], price: [1000, 20000] };

function renderControls(filters: GemFilters, onChange = jest.fn()) {
  renderInCatalogue(
    <GemFilterControls category="Ruby" filters={filters} onChange={onChange} resultCount={12} />,
  );
  return onChange;
}

describe('the dropdowns before their code arrives', () => {
  it('shows each dropdown as it will look, with its chosen count, and Remove all filters works', async () => {
    const onChange = renderControls(narrowed);
    const user = userEvent.setup();

    // A named group (issue 30): a bare div's aria-label names nothing for a screen reader.
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Cut 2 chosen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Price 1 chosen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(onChange).toHaveBeenCalledWith(noGemFilters);
  });

  it('fetches their code only once a pointer or the focus reaches them', async () => {
    jest.useFakeTimers();
    try {
      const before = mockChunk.asked;
      renderControls(noGemFilters);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // Drawn, and left alone for a long while (no real time passes): nothing fetched yet.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(mockChunk.asked).toBe(before);

      await user.hover(screen.getByRole('button', { name: 'Clarity' }));
      expect(mockChunk.asked).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives the phone's Filters button instead if the dropdowns' code cannot be fetched", async () => {
    renderControls(noGemFilters);
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Cut' })).toHaveFocus();

    mockChunk.fail?.();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cut' })).not.toBeInTheDocument());
  });

  // Last: once arrived, the dropdowns' code is kept for the page's life (as a browser keeps a loaded chunk).
  it('opens the dropdown pressed while it was on its way, once it arrives', async () => {
    renderControls(noGemFilters);
    const price = screen.getByRole('button', { name: 'Price' });

    // Only the start of a press: the real row may land before it ends, and then no click follows.
    fireEvent.pointerEnter(price);
    fireEvent.pointerDown(price);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockChunk.arrive?.();
    expect(await screen.findByRole('dialog', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'true');

    // Opened once: closed, then the window made narrow and wide again, the dropdowns come back all closed.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => resizeScreen(390));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    act(() => resizeScreen(1440));
    expect(await screen.findByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
