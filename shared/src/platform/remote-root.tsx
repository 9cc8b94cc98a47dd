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
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { Provider as SessionProvider } from 'jotai';
import type { RemoteName } from '../routes';
import { sessionStore } from '../session/store';
import { theme } from '../theme';

/** What the shell passes to every remote parcel. */
export type RemoteProps = {
  /** Called when the remote fails while rendering; the shell then shows its fallback with Retry. */
  onCrash?: (error: Error) => void;
  /**
   * The parcel's element already holds this remote's page as the server drew it (ADR 018): hydrate it instead of
   * rendering anew, so the first screen stays on show while the remote's code takes it over.
   */
  hydrate?: boolean;
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

/**
 * Around every remote's UI. `cache` is for a server render, which needs a fresh emotion cache per page (a shared one
 * remembers what an earlier page inserted and would leave those styles out of the next page's HTML).
 */
export function RemoteProviders({
  name,
  cache = cacheFor(name),
  children,
}: {
  name: string;
  cache?: EmotionCache;
  children: ReactNode;
}) {
  return (
    <SessionProvider store={sessionStore}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </SessionProvider>
  );
}

/** The emotion cache key of a remote's styles; the server's render of its first screen uses the same one. */
export const emotionKeyOf = (name: string) => `gs-${name}`;

const caches = new Map<string, EmotionCache>();
function cacheFor(name: string) {
  let cache = caches.get(name);
  if (!cache) {
    cache = createCache({ key: emotionKeyOf(name) });
    caches.set(name, cache);
  }
  return cache;
}

/** single-spa lifecycles for a remote whose whole UI is `App` (its router and pages). */
export function mountRemote(name: RemoteName, App: () => ReactNode): ParcelConfigObject<RemoteProps> {
  // Created now, as the remote's code arrives: on a page drawn on the server this moves the remote's styles out of
  // its markup into the head, where hydration expects them (emotion's SSR), before anything is hydrated.
  cacheFor(name);
  let hydrating = false;
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    // Read by single-spa-react as it mounts, inside mount() below.
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
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
      hydrating = props.hydrate === true;
      try {
        startTransition(() => {
          mounting = lifecycles.mount(props);
        });
      } finally {
        hydrating = false;
      }
      return mounting;
    },
  } as ParcelConfigObject<RemoteProps>;
}
