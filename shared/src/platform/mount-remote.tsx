/**
 * The mounting contract (ADR 009): every remote exposes `./app`, a single-spa parcel made by mountRemote(). The
 * parcel's root is the remote's UI in RemoteProviders (remote-root.tsx), inside an error boundary that hands a render
 * crash to the shell, which shows the in-place fallback with Retry.
 *
 * `@gemstore/shared/mount`: a page singleton (build/webpack.mjs `pageSingletons`), with single-spa-react behind it,
 * fetched with the first remote a page mounts; the home page, which mounts none, never downloads it (ADR 057).
 */
import React, { Component, startTransition, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycleFn, ParcelConfigObject } from 'single-spa';
import type { RemoteName } from '../routes';
import { cacheFor, RemoteProviders, type RemoteProps } from './remote-root';

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

/**
 * mountRemote()'s lifecycles, bootstrapped once `ready` has resolved (since 3.3.0): what the remote's first render
 * needs first, such as the opening page's code (so that render has the page itself rather than a lazy one waiting for
 * its chunk) or what a page drawn on the server was drawn from. A `ready` that fails fails the bootstrap: the shell
 * shows the area's fallback with Retry.
 */
export function mountRemoteWhenReady(
  name: RemoteName,
  App: () => ReactNode,
  ready: Promise<unknown>,
): ParcelConfigObject<RemoteProps> {
  const lifecycles = mountRemote(name, App);
  // singleSpaReact() gives one function, not an array of them.
  const bootstrap = lifecycles.bootstrap as LifeCycleFn<RemoteProps>;
  return { ...lifecycles, bootstrap: (props: AppProps & RemoteProps) => ready.then(() => bootstrap(props)) };
}
