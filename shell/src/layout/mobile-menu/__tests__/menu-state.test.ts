import { closedMenu, nextMenuState, type MenuState } from '../menu-state';

const main: MenuState = { view: 'main' };
const gemstones: MenuState = { view: 'submenu', parent: 'gemstones' };

describe('the mobile menu state machine (§mobile-menu.states)', () => {
  it('toggles the main list with the hamburger', () => {
    expect(nextMenuState(closedMenu, { type: 'hamburger' })).toEqual(main);
    expect(nextMenuState(main, { type: 'hamburger' })).toEqual(closedMenu);
  });

  it('closes an open submenu with the hamburger', () => {
    expect(nextMenuState(gemstones, { type: 'hamburger' })).toEqual(closedMenu);
  });

  it('opening a submenu closes the main list', () => {
    expect(nextMenuState(main, { type: 'open-submenu', parent: 'gemstones' })).toEqual(gemstones);
  });

  it('Back returns to the main list, and means nothing elsewhere', () => {
    expect(nextMenuState(gemstones, { type: 'back' })).toEqual(main);
    expect(nextMenuState(main, { type: 'back' })).toEqual(main);
    expect(nextMenuState(closedMenu, { type: 'back' })).toEqual(closedMenu);
  });

  it.each(['outside-click', 'escape', 'link-chosen'] as const)('%s closes everything', (type) => {
    for (const state of [closedMenu, main, gemstones])
      expect(nextMenuState(state, { type })).toEqual(closedMenu);
  });
});
