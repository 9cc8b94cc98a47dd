/**
 * Looks the desktop dropdowns and the phone drawer share. A module of their own: each of the two is a chunk loaded
 * only on the screens that show it (ADR 017), and neither should pull in the other's code to borrow a style.
 */
import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { underlinedAction } from '../underlined-action';

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
