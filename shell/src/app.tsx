/**
 * The shell: one router whose single catch-all route draws the layout; what goes inside is decided by the shared
 * route table (routing/route-outlet.tsx). A render error anywhere in it shows the 'Unexpected Application Error!'
 * screen (pages/unexpected-error.tsx).
 */
import type { ReactNode } from 'react';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { Provider as SessionProvider } from 'jotai';
import { BrowserRouter, globalStyles, sessionStore, ShopToaster, theme } from '@gemstore/shared';
import { ShellLayout } from './layout/shell-layout';
import { ShellErrorBoundary } from './pages/unexpected-error';

export const SHELL_EMOTION_KEY = 'gs-shell';
// Created as the shell's code runs: on a page drawn on the server, this moves the frame's styles into the head.
const shellCache = createCache({ key: SHELL_EMOTION_KEY });

/** `cache`: the server's render of a page passes a fresh one per page (ADR 018). */
export function ShellProviders({
  children,
  cache = shellCache,
}: {
  children: ReactNode;
  cache?: EmotionCache;
}) {
  return (
    <SessionProvider store={sessionStore}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <Global styles={globalStyles} />
          {children}
          <ShopToaster />
        </ThemeProvider>
      </CacheProvider>
    </SessionProvider>
  );
}

export function App() {
  return (
    <ShellProviders>
      <BrowserRouter>
        <ShellErrorBoundary>
          <ShellLayout />
        </ShellErrorBoundary>
      </BrowserRouter>
    </ShellProviders>
  );
}
