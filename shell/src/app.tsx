/**
 * The shell: one data router whose single catch-all route draws the layout; what goes inside is decided by the
 * shared route table (routing/route-outlet.tsx). Its errorElement is the 'Unexpected Application Error!' screen.
 */
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Provider as SessionProvider } from 'jotai';
import { createBrowserRouter, RouterProvider, sessionStore, ShopToaster, theme } from '@gemstore/shared';
import { ShellLayout } from './layout/shell-layout';
import { UnexpectedError } from './pages/unexpected-error';
import { globalStyles } from './layout/global-styles';

const shellCache = createCache({ key: 'gs-shell' });

export function createShellRouter() {
  return createBrowserRouter([{ path: '*', element: <ShellLayout />, errorElement: <UnexpectedError /> }]);
}

export function ShellProviders({ children }: { children: React.ReactNode }) {
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

const router = createShellRouter();

export function App() {
  return (
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
