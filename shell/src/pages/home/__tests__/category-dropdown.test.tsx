import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gemstoneCategories } from '@gemstore/shared';
import { CategoryDropdown } from '../category-dropdown';
import { renderInShop } from '../test-helpers';

function renderDropdown() {
  renderInShop(
    <>
      <button type="button">Before</button>
      <CategoryDropdown label="Gemstones" section="gemstones" categories={gemstoneCategories} />
      <button type="button">After</button>
    </>,
  );
  return {
    trigger: screen.getByRole('button', { name: 'Gemstones' }),
    list: () => screen.queryByRole('list', { name: 'Gemstones categories' }),
  };
}

describe('CategoryDropdown', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is closed to begin with', () => {
    const { trigger, list } = renderDropdown();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(list()).toBeNull();
  });

  it('opens while the mouse rests on it, including on its panel, and closes when it leaves', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    await user.hover(screen.getByRole('link', { name: 'Sapphire' }));
    expect(list()).toBeVisible();
    await user.unhover(screen.getByRole('link', { name: 'Sapphire' }));
    await user.hover(screen.getByRole('button', { name: 'After' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(list()).toBeNull();
  });

  it('opens when keyboard focus reaches it, lets the keyboard into its links, and closes when focus moves on', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(list()).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Featured' })).toHaveFocus();
    for (let i = 1; i < gemstoneCategories.length; i++) await user.tab();
    expect(screen.getByRole('link', { name: 'Diamond' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(list()).toBeNull();
  });

  it('closes on Escape and hands focus back to its button without opening again', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    act(() => trigger.focus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Featured' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes with a tap, and closes on a tap elsewhere', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(list()).toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(list()).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(list()).toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(list()).toBeNull();
  });

  it('stays open after a click, until clicked again', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    await user.click(trigger);
    await user.unhover(trigger);
    await user.hover(screen.getByRole('button', { name: 'After' }));
    expect(list()).toBeVisible();
    await user.click(trigger);
    expect(list()).toBeNull();
  });

  it('opens upwards when the window has no room for it below its button', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    jest.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 700, 120, 44));
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(320);
    await user.hover(trigger);
    expect(list()?.closest('[data-placement]')).toHaveAttribute('data-placement', 'above');
  });

  it('opens downwards when there is room', async () => {
    const user = userEvent.setup();
    const { trigger, list } = renderDropdown();
    jest.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 200, 120, 44));
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(320);
    await user.hover(trigger);
    expect(list()?.closest('[data-placement]')).toHaveAttribute('data-placement', 'below');
  });
});
