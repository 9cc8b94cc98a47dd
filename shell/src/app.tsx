/**
 * The shell: one router whose single catch-all route draws the layout; what goes inside is decided by the shared
 * route table (routing/route-outlet.tsx). A render error anywhere in it shows the 'Unexpected Application Error!'
 * screen (pages/unexpected-error.tsx).
 */
import type { ReactNode } from 'react';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Provider as SessionProvider } from 'jotai';
import { BrowserRouter, sessionStore, ShopToaster, theme } from '@gemstore/shared';
import { ShellLayout } from './layout/shell-layout';
import { ShellErrorBoundary } from './pages/unexpected-error';
import { globalStyles } from './layout/global-styles';

const shellCache = createCache({ key: 'gs-shell' });

export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider store={sessionStore}>
      <CacheProvider value={shellCache}>
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
