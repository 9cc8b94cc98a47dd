/** Test-only (not imported by the page): the home page, or a part of it, in the providers every shell page has. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter, theme } from '@gemstore/shared';

export function renderInShop(element: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** Makes `window.matchMedia` answer `matches` for the reduced-motion query (jsdom has no matchMedia). */
export function prefersReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

export function forgetMatchMedia() {
  // Back to jsdom's default: no matchMedia at all.
  delete (window as { matchMedia?: unknown }).matchMedia;
}
