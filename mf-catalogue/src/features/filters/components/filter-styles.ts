/**
 * Looks the desktop dropdowns and the phone drawer share. A module of their own: each of the two is a chunk loaded
 * only on the screens that show it (ADR 017), and neither should pull in the other's code to borrow a style. The
 * dropdowns' outline (filter-bar-outline.tsx), drawn before their chunk arrives, takes its look from here too.
 */
import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { underlinedAction } from '../../../components/underlined-action';

/** The filters' outlined small-capitals button: each desktop dropdown's trigger, and the phone's 'Filters'. */
export const filterButtonStyle = (theme: Theme, border: string): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '2.75rem',
  padding: `0 ${theme.space(4)}`,
  border: `1px solid ${border}`,
  borderRadius: theme.radius.small,
  background: theme.colour.paper,
  color: theme.colour.ink,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});

export const RemoveAll = styled.button(({ theme }) => ({
  ...underlinedAction(theme, theme.colour.inkSoft),
  padding: `0 ${theme.space(3)}`,
  letterSpacing: '0.14em',
}));

/** The row of desktop dropdowns. */
export const DropdownRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
}));

/** A desktop dropdown's trigger: outlined in ink once open or narrowing the list, its chevron turned while open. */
export const dropdownTriggerStyle = (theme: Theme): CSSObject => ({
  ...filterButtonStyle(theme, theme.colour.line),
  transition: 'border-color 0.2s',
  '&:hover, &[data-state="open"], &[data-active="true"]': { borderColor: theme.colour.ink },
  '&[data-state="open"] svg': { transform: 'rotate(180deg)' },
  svg: { transition: 'transform 0.2s' },
});

/** How many options of a dropdown's filter are chosen. */
export const ChosenCount = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  borderRadius: theme.radius.round,
  background: theme.colour.ink,
  color: theme.colour.paper,
  fontSize: '0.6875rem',
  letterSpacing: 0,
}));
