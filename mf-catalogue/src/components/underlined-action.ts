/**
 * The catalogue's underlined small-capitals action: a button that reads as a link ('Enquire for Price' on a card,
 * 'Remove all filters'). One look, in the colour each place needs.
 */
import type { CSSObject, Theme } from '@emotion/react';

export const underlinedAction = (theme: Theme, colour: string): CSSObject => ({
  minHeight: '2.75rem',
  border: 0,
  background: 'none',
  color: colour,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  textDecoration: 'underline',
  textUnderlineOffset: '0.3em',
  cursor: 'pointer',
  '&:hover': { color: theme.colour.ink },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});
