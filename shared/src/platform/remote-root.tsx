/**
 * The mounting contract (ADR 009): every remote exposes `./app`, a single-spa parcel made by mountRemote().
 * The parcel's root gets the page's one session store, the shop theme, its own emotion cache key (so class
 * names of two remotes never clash) and an error boundary that hands a render crash to the shell, which shows
 * the in-place fallback with Retry.
 */
import React, { Component, startTransition, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, ParcelConfigObject } from 'single-spa';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { Provider as SessionProvider } from 'jotai';
import type { RemoteName } from '../routes';
import { sessionStore } from '../session/store';
import { theme } from '../theme';

/** What the shell passes to every remote parcel. */
export type RemoteProps = {
  /** Called when the remote fails while rendering; the shell then shows its fallback with Retry. */
  onCrash?: (error: Error) => void;
};

type BoundaryProps = RemoteProps & AppProps & { children?: ReactNode };

class RemoteErrorBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the shop failed while rendering', error, info.componentStack);
    this.props.onCrash?.(error);
  }

  override render() {
    // The shell draws the fallback around us; rendering nothing here avoids two messages.
    return this.state.crashed ? null : this.props.children;
  }
}

export function RemoteProviders({ name, children }: { name: string; children: ReactNode }) {
  return (
    <SessionProvider store={sessionStore}>
      <CacheProvider value={cacheFor(name)}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </SessionProvider>
  );
}

const caches = new Map<string, ReturnType<typeof createCache>>();
function cacheFor(name: string) {
  let cache = caches.get(name);
  if (!cache) {
    cache = createCache({ key: `gs-${name}` });
    caches.set(name, cache);
  }
  return cache;
}

/** single-spa lifecycles for a remote whose whole UI is `App` (its router and pages). */
export function mountRemote(name: RemoteName, App: () => ReactNode): ParcelConfigObject<RemoteProps> {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // single-spa-react wraps the root in this boundary and hands it the parcel's props (onCrash among them).
    errorBoundaryClass: RemoteErrorBoundary,
    rootComponent: () => (
      <RemoteProviders name={name}>
        <App />
      </RemoteProviders>
    ),
  });
  return {
    name: `gemstore-${name}`,
    ...lifecycles,
    // The remote's first render as a transition, as the shell's own (shell/src/bootstrap.tsx): React renders a
    // page in slices instead of one long task on a slow phone. single-spa-react calls root.render() before mount()
    // returns, so the render is inside this scope.
    mount: (props: RemoteProps & AppProps) => {
      let mounting: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounting = lifecycles.mount(props);
      });
      return mounting;
    },
  } as ParcelConfigObject<RemoteProps>;
}
