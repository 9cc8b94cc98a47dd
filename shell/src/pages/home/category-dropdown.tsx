/**
 * The home page's dropdown of sub-categories (§home.category-dropdown): opens when a mouse rests on it, when
 * keyboard focus reaches it, and on a tap. It stays open while the pointer or focus is inside, and closes on
 * Escape, a tap or click outside, or when focus moves on: content shown on hover or focus must be dismissible
 * and hoverable (WCAG 1.4.13).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link, type Section } from '@gemstore/shared';

/** Why the panel is open decides what closes it: a hover ends when the mouse leaves, a press needs another. */
type OpenedBy = 'hover' | 'focus' | 'press';

export function CategoryDropdown({
  label,
  section,
  categories,
}: {
  label: string;
  section: Section;
  categories: readonly string[];
}) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Below the trigger unless the window has no room for it there: a panel past the fold would have to be
  // scrolled to, and scrolling moves it out from under the pointer.
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  // Escape hands focus back to the trigger; that focus must not open the panel again.
  const quietFocus = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !trigger.current || !panel.current) return;
    const { top, bottom } = trigger.current.getBoundingClientRect();
    const roomBelow = window.innerHeight - bottom;
    setPlacement(roomBelow < panel.current.offsetHeight && top > roomBelow ? 'above' : 'below');
  }, [open]);

  return (
    <Root
      ref={root}
      onPointerEnter={(event) => {
        // A tap also enters; touch opens through focus and click instead.
        if (event.pointerType !== 'touch' && !open) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch' && openedBy === 'hover') setOpenedBy(null);
      }}
      onFocus={() => {
        if (quietFocus.current) quietFocus.current = false;
        else if (!open) setOpenedBy('focus');
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpenedBy(null);
        if (document.activeElement !== trigger.current) {
          quietFocus.current = true;
          trigger.current?.focus();
        }
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedBy((by) => (by === 'press' ? null : 'press'))}
      >
        {label}
        <Chevron
          width="10"
          height="10"
          viewBox="0 0 10 10"
          aria-hidden="true"
          focusable="false"
          data-open={open}
        >
          <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </Chevron>
      </Trigger>
      <Panel id={panelId} ref={panel} hidden={!open} data-placement={placement}>
        <Card>
          <PanelTitle>{label}</PanelTitle>
          <List aria-label={`${label} categories`}>
            {categories.map((category) => (
              <li key={category}>
                <CategoryLink to={`/${section}/${category}`}>{category}</CategoryLink>
              </li>
            ))}
          </List>
        </Card>
      </Panel>
    </Root>
  );
}

const Root = styled.div({ position: 'relative', display: 'inline-block' });

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '2.75rem',
  padding: `0 ${theme.space(1)}`,
  border: 0,
  borderBottom: '1px solid transparent',
  background: 'none',
  color: 'inherit',
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  cursor: 'pointer',
  transition: 'border-color 0.2s',
  '&:hover, &[aria-expanded="true"]': { borderBottomColor: 'currentColor' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.ivory}`, outlineOffset: '2px' },
}));

const Chevron = styled.svg({
  transition: 'transform 0.2s',
  '&[data-open="true"]': { transform: 'rotate(180deg)' },
});

const reveal = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -6px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

const revealUpwards = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, 6px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

/** Touches the trigger (its padding bridges the gap), so the mouse can travel into it without closing it. */
const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: '50%',
  zIndex: 20,
  transform: 'translate(-50%, 0)',
  paddingTop: theme.space(2),
  animation: `${reveal} 0.2s ease-out`,
  '&[data-placement="above"]': {
    top: 'auto',
    bottom: '100%',
    paddingTop: 0,
    paddingBottom: theme.space(2),
    animation: `${revealUpwards} 0.2s ease-out`,
  },
  '&[hidden]': { display: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const Card = styled.div(({ theme }) => ({
  minWidth: '13.5rem',
  padding: `${theme.space(5)} ${theme.space(6)} ${theme.space(4)}`,
  borderTop: `2px solid ${theme.colour.gold}`,
  background: theme.colour.paper,
  color: theme.colour.ink,
  boxShadow: '0 18px 40px rgba(10, 7, 8, 0.28)',
  textAlign: 'left',
}));

const PanelTitle = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(2)}`,
  color: theme.colour.goldDeep,
  font: `500 0.6875rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
}));

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const CategoryLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  borderBottom: `1px solid ${theme.colour.line}`,
  font: `500 1.1875rem/1.2 ${theme.font.display}`,
  color: theme.colour.ink,
  textDecoration: 'none',
  transition: 'color 0.2s, padding 0.2s',
  'li:last-of-type > &': { borderBottom: 0 },
  '&:hover': { color: theme.colour.goldDeep, paddingLeft: theme.space(1) },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': { '&:hover': { paddingLeft: 0 } },
}));
