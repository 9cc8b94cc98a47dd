/**
 * The mobile menu (§mobile-menu.entries, §mobile-menu.states, §mobile-menu.layout, §mobile-menu.timings): a
 * 20 px hamburger opens the main list in a panel fixed about 5rem from the top; a parent opens its submenu
 * with a Back entry; outside click, Escape or choosing a link closes it. Panel 0.2 s, items 0.3 s with a 0.05
 * s stagger. Keyboard: focus moves into what opened, Escape returns it to the hamburger; the hamburger and
 * parents say whether they are expanded.
 */
import { useEffect, useId, useReducer, useRef } from 'react';
import styled from '@emotion/styled';
import { keyframes, type Theme } from '@emotion/react';
import { ChevronLeft, ChevronRight, Menu as MenuIcon, X } from 'lucide-react';
import { iconTarget, Link } from '@gemstore/shared';
import { mobileMenu } from '../navigation';
import { closedMenu, nextMenuState, type MenuEntry } from './menu-state';

export const menuTimings = { panelSeconds: 0.2, itemSeconds: 0.3, staggerSeconds: 0.05 } as const;

export function MobileMenu({ entries = mobileMenu }: { entries?: MenuEntry[] }) {
  const [state, send] = useReducer(nextMenuState, closedMenu);
  const root = useRef<HTMLDivElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const open = state.view !== 'closed';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) send({ type: 'outside-click' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      send({ type: 'escape' });
      hamburger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The trap's code (focus-trap, ~5 KB) comes with the first opening, not with every page. Until it has arrived (a
  // moment) the focus is already in the list; it holds the hamburger and the list, so the close button stays in
  // reach. Escape, outside clicks and where the focus goes on closing stay this menu's own (above).
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let trap: { deactivate: () => void } | null = null;
    void import(/* webpackChunkName: "focus-trap" */ 'focus-trap').then(({ createFocusTrap }) => {
      if (cancelled || !root.current) return;
      trap = createFocusTrap(root.current, {
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        fallbackFocus: () => hamburger.current ?? document.body,
        // Nothing in the menu is hidden while it is open; visibility checks need a layout that jsdom lacks.
        tabbableOptions: { displayCheck: 'none' },
      }).activate();
    });
    return () => {
      cancelled = true;
      trap?.deactivate();
    };
  }, [open]);

  // Focus follows what opened: the first entry of the main list, or the Back entry of a submenu.
  const view = state.view === 'submenu' ? `submenu:${state.parent}` : state.view;
  useEffect(() => {
    if (view !== 'closed') panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [view]);

  const parent = state.view === 'submenu' ? entries.find((entry) => entry.id === state.parent) : undefined;
  const items = parent?.subMenu ?? entries;

  return (
    <div ref={root}>
      <Hamburger
        ref={hamburger}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => send({ type: 'hamburger' })}
      >
        {open ? (
          <X size={20} strokeWidth={1.5} aria-hidden="true" />
        ) : (
          <MenuIcon size={20} strokeWidth={1.5} aria-hidden="true" />
        )}
      </Hamburger>
      <Panel id={panelId} ref={panel} hidden={!open} data-view={state.view}>
        {open ? (
          <nav aria-label={parent ? parent.name : 'Mobile'} key={view}>
            <List>
              {parent ? (
                <Item index={0}>
                  <EntryButton
                    type="button"
                    css={{ justifyContent: 'flex-start' }}
                    onClick={() => send({ type: 'back' })}
                  >
                    <ChevronLeft size={18} strokeWidth={1.5} aria-hidden="true" /> Back
                  </EntryButton>
                  <SubmenuTitle>{parent.name}</SubmenuTitle>
                </Item>
              ) : null}
              {items.map((entry, index) => (
                <Item key={entry.id} index={index + (parent ? 1 : 0)}>
                  {entry.subMenu ? (
                    <EntryButton
                      type="button"
                      aria-expanded={false}
                      aria-haspopup="true"
                      onClick={() => send({ type: 'open-submenu', parent: entry.id })}
                    >
                      {entry.name}
                      <ChevronRight size={18} strokeWidth={1.5} aria-hidden="true" />
                    </EntryButton>
                  ) : entry.to ? (
                    <EntryLink to={entry.to} onClick={() => send({ type: 'link-chosen' })}>
                      {entry.name}
                    </EntryLink>
                  ) : null}
                </Item>
              ))}
            </List>
          </nav>
        ) : null}
      </Panel>
    </div>
  );
}

const Hamburger = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: 0,
  borderRadius: theme.radius.round,
  background: 'transparent',
}));

const panelIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});
const itemIn = keyframes({
  from: { opacity: 0, transform: 'translateX(-0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

const Panel = styled.div(({ theme }) => ({
  position: 'fixed',
  top: '5rem',
  left: theme.space(3),
  right: theme.space(3),
  maxHeight: 'calc(100vh - 6rem)',
  overflowY: 'auto',
  padding: `${theme.space(3)} ${theme.space(2)}`,
  background: theme.colour.paper,
  border: `1px solid ${theme.colour.line}`,
  boxShadow: theme.shadow.soft,
  animation: `${panelIn} ${menuTimings.panelSeconds}s ease-out`,
  '&[hidden]': { display: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('li', { shouldForwardProp: (prop) => prop !== 'index' })<{ index: number }>(
  ({ theme, index }) => ({
    borderBottom: `1px solid ${theme.colour.line}`,
    '&:last-of-type': { borderBottom: 0 },
    animation: `${itemIn} ${menuTimings.itemSeconds}s ease-out both`,
    animationDelay: `${index * menuTimings.staggerSeconds}s`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
);

const entryStyle = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  width: '100%',
  minHeight: '3rem',
  padding: `0 ${theme.space(3)}`,
  border: 0,
  background: 'transparent',
  color: theme.colour.ink,
  font: `400 0.8125rem/1.2 ${theme.font.body}`,
  letterSpacing: '0.16em',
  textTransform: 'uppercase' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.colour.ivory },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '-2px' },
});

const EntryButton = styled.button(entryStyle);
const EntryLink = styled(Link)(entryStyle);

const SubmenuTitle = styled.p(({ theme }) => ({
  margin: 0,
  padding: `${theme.space(2)} ${theme.space(3)} ${theme.space(3)}`,
  font: `500 1.5rem/1.2 ${theme.font.display}`,
  color: theme.colour.ink,
}));
