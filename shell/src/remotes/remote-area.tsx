/**
 * The place in the layout where the remote that owns the current route is mounted as a single-spa parcel.
 * If it cannot load (server down, 404, script error) or crashes while rendering, only this area shows the
 * fallback with Retry; the header, menu and the other remotes keep working.
 */
import { useCallback, useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import styled from '@emotion/styled';
import { Button, Spinner, type RemoteName } from '@gemstore/shared';
import { loadRemoteApp, type RemoteApp } from './load-remote-app';
import { resetRemote } from './runtime-manifest';

type AreaState =
  { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'failed'; error: Error };

const areaLabels: Record<RemoteName, string> = {
  catalogue: 'The catalogue',
  account: 'Your account',
  checkout: 'Cart and checkout',
  contact: 'Contact and enquiries',
};

export function RemoteArea({ name }: { name: RemoteName }) {
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  // A new key mounts a fresh parcel after a crash and Retry.
  const [attempt, setAttempt] = useState(0);

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
  const retry = useCallback(() => {
    void resetRemote(name)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  }, [name]);

  if (state.status === 'loading') {
    return (
      <Centred data-remote={name} aria-busy="true" css={{ minHeight: REMOTE_MIN_HEIGHT }}>
        <Spinner label={`Loading ${areaLabels[name].toLowerCase()}`} />
      </Centred>
    );
  }
  if (state.status === 'failed') {
    return (
      <Centred data-remote={name} role="alert">
        <Title>{areaLabels[name]} could not be loaded</Title>
        <Hint>Please check your connection and try again. The rest of the shop still works.</Hint>
        <Button type="button" onClick={retry}>
          Retry
        </Button>
      </Centred>
    );
  }
  return (
    <div data-remote={name} css={{ minHeight: REMOTE_MIN_HEIGHT }}>
      <Parcel
        key={attempt}
        config={state.app}
        mountParcel={mountRootParcel}
        onCrash={onCrash}
        handleError={(error: Error) => onCrash(error)}
      />
    </div>
  );
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
