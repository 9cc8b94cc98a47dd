import type { Theme } from '@emotion/react';

export const globalStyles = (theme: Theme) => ({
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
  html: { WebkitTextSizeAdjust: '100%' },
  body: {
    margin: 0,
    background: theme.colour.paper,
    color: theme.colour.ink,
    font: `400 1rem/1.6 ${theme.font.body}`,
    WebkitFontSmoothing: 'antialiased',
  },
  a: { color: 'inherit' },
  'img, video': { maxWidth: '100%', display: 'block' },
});
