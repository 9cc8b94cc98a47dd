import type { CSSObject, Theme } from '@emotion/react';

/**
 * The document's own styles, under every part of the shop: the shell's page sets them, and so does a remote's
 * standalone page (ADR 056), whose pages would otherwise be drawn without them (content boxes overflowing a phone).
 */
export const globalStyles = (theme: Theme): CSSObject => ({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%' },
  body: {
    margin: 0,
    background: theme.colour.paper,
    color: theme.colour.ink,
    font: `400 1rem/1.6 ${theme.font.body}`,
    WebkitFontSmoothing: 'antialiased',
  },
  a: { color: 'inherit' },
  /*
   * One visible focus ring for everything the keyboard reaches, in every remote (they all draw into this document):
   * a control that draws its own ring still may, but none is left without one. Not for a mouse click (that is what
   * :focus-visible tells apart).
   */
  ':focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  /*
   * A heading or landmark the shop moves the focus to (after a navigation, Skip to content) is a starting point for
   * the keyboard and a place for a screen reader to read from, not a control: no ring around a whole page.
   */
  'h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': {
    outline: 'none',
  },
  'img, video': { maxWidth: '100%', display: 'block' },
});
