/**
 * The mobile menu of §mobile-menu.states as a state machine: closed, the main list open, or a parent's
 * submenu open. The hamburger toggles the main list and, while a submenu is open, closes it; opening a
 * submenu closes the main list; Back returns to the main list; an outside click, Escape or choosing a link
 * closes everything.
 */
export type MenuState = { view: 'closed' } | { view: 'main' } | { view: 'submenu'; parent: string };

export type MenuEvent =
  | { type: 'hamburger' }
  | { type: 'open-submenu'; parent: string }
  | { type: 'back' }
  | { type: 'outside-click' }
  | { type: 'escape' }
  | { type: 'link-chosen' };

export const closedMenu: MenuState = { view: 'closed' };

export function nextMenuState(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'hamburger':
      return state.view === 'closed' ? { view: 'main' } : closedMenu;
    case 'open-submenu':
      return { view: 'submenu', parent: event.parent };
    case 'back':
      return state.view === 'submenu' ? { view: 'main' } : state;
    case 'outside-click':
    case 'escape':
    case 'link-chosen':
      return closedMenu;
  }
}

/** §mobile-menu.entries: id, name, optional to, optional subMenu of the same shape. */
export type MenuEntry = { id: string; name: string; to?: string; subMenu?: MenuEntry[] };
