/**
 * The place in the layout where the remote that owns the current route is mounted as a single-spa parcel.
 * If it cannot load (server down, 404, script error) or crashes while rendering, only this area shows the
 * fallback with Retry; the header, menu and the other remotes keep working.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import styled from '@emotion/styled';
import {
  Button,
  FIRST_SCREEN_ATTRIBUTE,
  registeredRemote,
  replayEarlyTaps,
  Spinner,
  type RemoteName,
} from '@gemstore/shared';
import {
  FirstScreenContext,
  firstScreenDone,
  firstScreenElement,
  focusInFirstScreen,
} from '../first-screen/first-screen-context';
import { CopiedWhenLeft, HeldPage, HOLD_MS, takeLeavingPage } from './held-page';
import { loadRemoteApp, type RemoteApp } from './load-remote-app';
import { resetRemote } from './runtime-manifest';
import { SharedContractError } from './shared-contract';

type AreaState =
  { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'failed'; error: Error };

export function RemoteArea({ name }: { name: RemoteName }) {
  // What covers the area until its page is drawn (held-page.tsx): the copy of the page just left, then, once that
  // has been on show for HOLD_MS, the area's loading state.
  const [cover, setCover] = useState<HTMLElement | 'loading' | null>(null);
  const [renderedAt] = useState(() => performance.now());
  // Taken once the leaving page has been copied: React clears the page that goes before it lays out the one that
  // comes.
  useLayoutEffect(() => setCover(takeLeavingPage(renderedAt)), [renderedAt]);
  // No DOM class here: the shell's server render draws this area too.
  const holding = cover !== null && cover !== 'loading';
  useEffect(() => {
    if (!holding) return;
    // Only while the copy is still on show: the page may have been drawn in the same moment, its update not yet
    // rendered when the time runs out (seen on a slow phone: the loading state then stayed over a drawn listing).
    const timer = setTimeout(() => setCover((now) => (now === null ? null : 'loading')), HOLD_MS);
    return () => clearTimeout(timer);
  }, [holding]);
  const shown = useCallback(() => setCover(null), []);
  // The area's own content is laid out under the cover (a remote may measure its page as it mounts), but neither
  // seen nor reachable until the cover goes.
  return (
    <CopiedWhenLeft>
      {cover === 'loading' ? (
        <Cover>
          <AreaLoading name={name} />
        </Cover>
      ) : cover ? (
        <Cover>
          <HeldPage page={cover} />
        </Cover>
      ) : null}
      <div inert={cover !== null} css={cover === null ? undefined : { visibility: 'hidden' }}>
        <AreaBody name={name} onShown={shown} />
      </div>
    </CopiedWhenLeft>
  );
}

/** Over the area's own content, as tall as it (a screen at least), the rest of a taller copy cut off. */
const Cover = styled.div({ position: 'absolute', inset: 0, overflow: 'hidden', zIndex: 1 });

function AreaLoading({ name }: { name: RemoteName }) {
  return (
    <Centred data-remote={name} aria-busy="true" css={{ minHeight: REMOTE_MIN_HEIGHT }}>
      <Spinner label={`Loading ${registeredRemote(name).label.toLowerCase()}`} />
    </Centred>
  );
}

/** The area itself: the remote's page, its loading state, or its failure with Retry. `onShown`: its page is drawn. */
function AreaBody({ name, onShown }: { name: RemoteName; onShown: () => void }) {
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  // A new key mounts a fresh parcel after a crash and Retry.
  const [attempt, setAttempt] = useState(0);
  // The remote's page as the server drew it (ADR 018): on the server, the markup to place; in the browser, the
  // element the server sent, kept on show while the remote's code arrives and then hydrated by it.
  const drawnHere = useContext(FirstScreenContext);
  const drawn = firstScreenElement(name);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteApp(name).then(
      (app) => current && setState({ status: 'ready', app }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const onCrash = useCallback((error: Error) => setState({ status: 'failed', error }), []);
  // A failure is shown at once, not behind the page that was left.
  useEffect(() => {
    if (state.status === 'failed') onShown();
  }, [state.status, onShown]);
  const retry = useCallback(() => {
    void resetRemote(name)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  }, [name]);

  if (drawnHere?.remote === name) {
    return (
      <div data-remote={name} css={{ minHeight: REMOTE_MIN_HEIGHT }}>
        <div {...{ [FIRST_SCREEN_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: drawnHere.html }} />
      </div>
    );
  }
  if (drawn && attempt === 0 && state.status !== 'failed') {
    return (
      <DrawnRemote
        name={name}
        element={drawn}
        app={state.status === 'ready' ? state.app : null}
        onCrash={onCrash}
      />
    );
  }
  if (state.status === 'loading') return <AreaLoading name={name} />;
  if (state.status === 'failed') {
    return (
      <Centred data-remote={name} role="alert">
        <Title>{registeredRemote(name).label} could not be loaded</Title>
        <Hint>
          {state.error instanceof SharedContractError
            ? // Refused for its contract (ADR 054): nothing on the shopper's side is wrong; a deploy will mend it.
              'This part of the shop is being updated. Please try again in a few minutes. The rest of the shop still works.'
            : 'Please check your connection and try again. The rest of the shop still works.'}
        </Hint>
        <Button type="button" onClick={retry}>
          Retry
        </Button>
      </Centred>
    );
  }
  return <MountedRemote key={attempt} name={name} app={state.app} onCrash={onCrash} onShown={onShown} />;
}

/**
 * The remote's parcel, mounted in an element of its own inside the area (single-spa's mountRootParcel, as
 * single-spa-react's Parcel component does, without that component's code on every remote's page) and unmounted with
 * the area. A mount that fails is a crash: the area shows its fallback with Retry.
 */
function MountedRemote({
  name,
  app,
  onCrash,
  onShown,
}: {
  name: RemoteName;
  app: RemoteApp;
  onCrash: (error: Error) => void;
  onShown: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = host.current;
    if (!area) return;
    const element = document.createElement('div');
    area.append(element);
    const parcel = mountRootParcel(app, { domElement: element, onCrash });
    const stopWatching = whenDrawn(element, onShown);
    parcel.mountPromise.catch((error: unknown) =>
      onCrash(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      stopWatching();
      void parcel.mountPromise
        .then(() => parcel.unmount())
        .catch(() => undefined)
        .finally(() => element.remove());
    };
  }, [app, onCrash, onShown]);
  return <div data-remote={name} css={{ minHeight: REMOTE_MIN_HEIGHT }} ref={host} />;
}

/**
 * Calls `drawn` in the frame after `element` first shows words (the page, or its own loading state's label): a
 * mounted remote may still be fetching its page's code, and shows nothing until then. Returns a stop function.
 */
function whenDrawn(element: HTMLElement, drawn: () => void): () => void {
  let frame = 0;
  const hasWords = () => (element.textContent ?? '').trim() !== '';
  const observer = new MutationObserver(() => {
    if (!hasWords()) return;
    observer.disconnect();
    frame = requestAnimationFrame(drawn);
  });
  if (hasWords()) frame = requestAnimationFrame(drawn);
  else observer.observe(element, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}

/**
 * The remote's page as the server drew it: the element the server sent is moved into the area before the browser
 * paints (so the page never leaves the screen as the shell replaces its own frame), and once the remote's code is
 * here its parcel hydrates that element instead of rendering anew.
 */
function DrawnRemote({
  name,
  element,
  app,
  onCrash,
}: {
  name: RemoteName;
  element: HTMLElement;
  app: RemoteApp | null;
  onCrash: (error: Error) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.append(element);
    // The focus the drawn page had goes back where it was, before the browser paints or takes the next key.
    const focused = focusInFirstScreen();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused?.isConnected && lost) focused.focus({ preventScroll: true });
    return () => {
      element.remove();
      firstScreenDone();
    };
  }, [element]);
  useEffect(() => {
    if (!app) return;
    const parcel = mountRootParcel(app, { domElement: element, hydrate: true, onCrash });
    const failed = (error: unknown) => onCrash(error instanceof Error ? error : new Error(String(error)));
    // Hydrated: the buttons answer now, so the taps made while the page was still only drawn are made again.
    parcel.mountPromise.then(replayEarlyTaps, failed);
    return () => {
      void parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
    };
  }, [app, element, onCrash]);
  return <div data-remote={name} css={{ minHeight: REMOTE_MIN_HEIGHT }} ref={host} />;
}

/**
 * A remote's area is at least a screen tall: its page arrives after the shell's first paint, and the footer must
 * already be below the fold then, or its move down counts as a layout shift (CLS).
 */
const REMOTE_MIN_HEIGHT = '100vh';

const Centred = styled.section(({ theme }) => ({
  minHeight: '50vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(4),
  padding: theme.space(8),
  textAlign: 'center',
}));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  font: `500 1.75rem/1.2 ${theme.font.display}`,
  color: theme.colour.ink,
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, color: theme.colour.muted, maxWidth: '28rem' }));
