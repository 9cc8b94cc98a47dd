/**
 * A remote written in the remote registry and nowhere else (build/remote-registry.json, as `npm run new-remote` leaves
 * it; ADR 050) is mounted by the shell on its route: the route table gives it a landing page at its prefix, the route
 * outlet draws its area there (named by its registry label), and the shell registers it from remotes.json with the
 * others — a remotes.json that leaves it out is refused. The registry here is the real one plus `example`.
 */
import { screen } from '@testing-library/react';
import { matchRoute, pageTitle, pathsOwnedBy, type RemoteName } from '@gemstore/shared';
import { RouteOutlet } from '../../routing/route-outlet';
import { renderAt, seedSession } from '../../test-helpers';
import { loadRemoteApp } from '../load-remote-app';
import { parseRemoteLocations, registerRemotesFromManifest, RuntimeManifestError } from '../runtime-manifest';

jest.mock('../../../../build/remote-registry.json', () => {
  const actual = jest.requireActual<{ remotes: Record<string, unknown> }>(
    '../../../../build/remote-registry.json',
  );
  return {
    ...actual,
    remotes: {
      ...actual.remotes,
      example: { folder: 'mf-example', port: 3005, routes: ['/example'], label: 'Example' },
    },
  };
});

// No federation here: loading the remote fails, so its area shows the fallback that names it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(() => ({ name: 'shell' })),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../load-remote-app', () => ({
  loadRemoteApp: jest.fn(() => Promise.reject(new Error('no federation in this test'))),
}));

// The types know the registry as it is in the repository; this test's registry has one remote more.
const example = 'example' as RemoteName;

const shipped = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  checkout: 'http://localhost:3003/mf-manifest.json',
  contact: 'http://localhost:3004/mf-manifest.json',
};

it('gives the remote a public page at its prefix in the route table, titled by its label', () => {
  expect(matchRoute('/example')).toEqual({
    name: 'landing:example',
    route: { path: '/example', owner: 'example', access: { kind: 'public' } },
    params: {},
  });
  expect(pathsOwnedBy(example)).toEqual(['/example']);
  expect(pageTitle('Gemstore', '/example')).toBe('Gemstore | Example');
  // Its prefix's own page only: what lies under it is not found until the remote writes its routes.
  expect(matchRoute('/example/more')).toBeNull();
});

it("mounts the remote's area on its route", async () => {
  seedSession({ user: null });
  renderAt(<RouteOutlet />, '/example');

  expect(await screen.findByRole('alert')).toHaveTextContent('Example could not be loaded');
  expect(screen.getByRole('alert')).toHaveAttribute('data-remote', 'example');
  expect(jest.mocked(loadRemoteApp)).toHaveBeenCalledWith('example');
});

it('refuses a remotes.json that does not say where the remote lives, and registers it when it does', async () => {
  expect(() => parseRemoteLocations(shipped)).toThrow(
    new RuntimeManifestError("remotes.json has no mf-manifest.json or remoteEntry.js URL for 'example'"),
  );

  const withExample = { ...shipped, example: 'http://localhost:3005/mf-manifest.json' };
  window.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(withExample) } as Response),
  );
  await expect(registerRemotesFromManifest()).resolves.toEqual(withExample);
  const { registerRemotes } = jest.requireMock<{ registerRemotes: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  expect(registerRemotes).toHaveBeenCalledWith(
    expect.arrayContaining([{ name: 'example', entry: withExample.example }]),
  );
});
