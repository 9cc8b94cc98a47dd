import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { EARLY_START_GLOBAL, type EarlyStart } from '../../early-start/early-start';
import { parseRemoteLocations, RuntimeManifestError } from '../runtime-manifest';

// The module makes the shell's federation instance when it is imported; no federation runs in these tests.
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(() => ({ name: 'shell' })),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const shipped = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  checkout: 'https://cdn.example.com/checkout/remoteEntry.js',
  contact: '/remotes/contact/remoteEntry.js?v=42',
};

/** The module afresh (nothing fetched or registered yet), with the federation runtime it was given. */
async function freshModule() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const manifest = await import('../runtime-manifest');
  return {
    ...manifest,
    init: jest.mocked(runtime.init),
    registerRemotes: jest.mocked(runtime.registerRemotes),
  };
}

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
});

type EarlyWindow = Record<typeof EARLY_START_GLOBAL, EarlyStart | undefined>;

/** What the page's head script left behind (early-start/start-early.ts). */
function headScriptStarted(early: EarlyStart): void {
  (window as unknown as EarlyWindow)[EARLY_START_GLOBAL] = early;
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_START_GLOBAL);
});

describe('parseRemoteLocations', () => {
  it('accepts the four remotes with mf-manifest.json or remoteEntry.js URLs', () => {
    expect(parseRemoteLocations(shipped)).toEqual(shipped);
  });

  it('keeps only the four remotes the shop knows', () => {
    expect(parseRemoteLocations({ ...shipped, reviews: 'http://localhost:3009/mf-manifest.json' })).toEqual(
      shipped,
    );
  });

  it.each(['catalogue', 'account', 'checkout', 'contact'] as const)(
    'rejects a file without %s, naming it',
    (name) => {
      const { [name]: _missing, ...rest } = shipped;
      expect(() => parseRemoteLocations(rest)).toThrow(
        new RuntimeManifestError(`remotes.json has no mf-manifest.json or remoteEntry.js URL for '${name}'`),
      );
    },
  );

  it.each([
    ['a page rather than a manifest', 'http://localhost:3001/index.html'],
    ['an empty string', ''],
    ['a number', 3001],
    ['null', null],
    ['a list', ['http://localhost:3001/mf-manifest.json']],
  ])('rejects a catalogue entry that is %s', (_what, entry) => {
    expect(() => parseRemoteLocations({ ...shipped, catalogue: entry })).toThrow(
      "remotes.json has no mf-manifest.json or remoteEntry.js URL for 'catalogue'",
    );
  });

  it.each([
    ['null', null],
    ['a string', 'http://localhost:3001/mf-manifest.json'],
    ['a number', 7],
  ])('rejects a file that is %s: not an object', (_what, json) => {
    expect(() => parseRemoteLocations(json)).toThrow(
      new RuntimeManifestError('remotes.json is not an object'),
    );
  });

  it('throws errors a caller can tell apart', () => {
    expect(() => parseRemoteLocations({})).toThrow(RuntimeManifestError);
  });
});

describe('registerRemotesFromManifest', () => {
  it("makes the shell's federation instance when loaded", async () => {
    const { init, federation } = await freshModule();
    expect(init).toHaveBeenCalledWith({
      name: 'shell',
      remotes: [],
      plugins: [
        expect.objectContaining({ name: 'gemstore-early-manifests' }),
        expect.objectContaining({ name: 'gemstore-shared-contract' }),
      ],
    });
    expect(federation).toEqual({ name: 'shell' });
  });

  it("takes the head script's remotes.json answer instead of asking again, once", async () => {
    const { registerRemotesFromManifest, registerRemotes } = await freshModule();
    headScriptStarted({ remotes: Promise.resolve(answer(200, shipped)), manifests: new Map() });

    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it("asks the server itself once the head script's answer was taken (a new load of the module)", async () => {
    headScriptStarted({ remotes: Promise.resolve(answer(200, shipped)), manifests: new Map() });
    await (await freshModule()).registerRemotesFromManifest();

    const { registerRemotesFromManifest } = await freshModule();
    fetchMock.mockResolvedValue(answer(200, shipped));
    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it("reports the head script's failed remotes.json and asks again on the next call", async () => {
    const { registerRemotesFromManifest } = await freshModule();
    headScriptStarted({ remotes: Promise.resolve(answer(503, null)), manifests: new Map() });
    fetchMock.mockResolvedValue(answer(200, shipped));

    await expect(registerRemotesFromManifest()).rejects.toThrow('remotes.json answered 503');
    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches /remotes.json past any cache and registers every remote from it', async () => {
    const { registerRemotesFromManifest, registerRemotes } = await freshModule();
    fetchMock.mockResolvedValue(answer(200, shipped));

    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'catalogue', entry: shipped.catalogue },
      { name: 'account', entry: shipped.account },
      { name: 'checkout', entry: shipped.checkout },
      { name: 'contact', entry: shipped.contact },
    ]);
  });

  it('fetches and registers only once for the page', async () => {
    const { registerRemotesFromManifest, registerRemotes } = await freshModule();
    fetchMock.mockResolvedValue(answer(200, shipped));

    await Promise.all([registerRemotesFromManifest(), registerRemotesFromManifest()]);
    await registerRemotesFromManifest();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('reports a failed fetch and fetches again on the next call', async () => {
    const { registerRemotesFromManifest } = await freshModule();
    fetchMock.mockResolvedValueOnce(answer(503, null)).mockResolvedValueOnce(answer(200, shipped));

    await expect(registerRemotesFromManifest()).rejects.toThrow('remotes.json answered 503');
    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('registers nothing from an invalid file, and reads it again on the next call', async () => {
    const { registerRemotesFromManifest, registerRemotes } = await freshModule();
    fetchMock
      .mockResolvedValueOnce(answer(200, { catalogue: shipped.catalogue }))
      .mockResolvedValueOnce(answer(200, shipped));

    await expect(registerRemotesFromManifest()).rejects.toThrow("URL for 'account'");
    expect(registerRemotes).not.toHaveBeenCalled();
    await expect(registerRemotesFromManifest()).resolves.toEqual(shipped);
  });
});

describe('resetRemote', () => {
  it('registers the remote again, forcing the runtime to forget what it cached', async () => {
    const { resetRemote, registerRemotes } = await freshModule();
    fetchMock.mockResolvedValue(answer(200, shipped));

    await resetRemote('checkout');

    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'checkout', entry: shipped.checkout }], {
      force: true,
    });
  });
});

describe('the early manifests plugin', () => {
  async function plugin() {
    const { init } = await freshModule();
    const options = init.mock.calls[0]?.[0] as { plugins: ModuleFederationRuntimePlugin[] };
    const found = options.plugins.find((each) => each.name === 'gemstore-early-manifests');
    const fetchHook = found?.fetch;
    if (!fetchHook) throw new Error('no fetch hook');
    return (url: string) => fetchHook(url, {});
  }

  it("answers the runtime with the head script's manifest request, once", async () => {
    const fetchManifest = await plugin();
    const early = answer(200, { id: 'catalogue' });
    headScriptStarted({ manifests: new Map([[shipped.catalogue, Promise.resolve(early)]]) });

    await expect(fetchManifest(shipped.catalogue)).resolves.toBe(early);
    expect(fetchMock).not.toHaveBeenCalled();
    // The second time (a Retry), the runtime fetches it itself.
    expect(fetchManifest(shipped.catalogue)).toBeUndefined();
  });

  it('leaves a manifest the head script did not ask for to the runtime', async () => {
    const fetchManifest = await plugin();
    headScriptStarted({ manifests: new Map([[shipped.catalogue, Promise.resolve(answer(200, {}))]]) });
    expect(fetchManifest(shipped.account)).toBeUndefined();
  });

  it.each([
    ['answered 404', () => Promise.resolve(answer(404, null))],
    ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fetches the manifest again when the early request %s', async (_what, early) => {
    const fetchManifest = await plugin();
    const fresh = answer(200, { id: 'catalogue' });
    fetchMock.mockResolvedValue(fresh);
    headScriptStarted({ manifests: new Map([[shipped.catalogue, early()]]) });

    await expect(fetchManifest(shipped.catalogue)).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledWith(shipped.catalogue);
  });
});
