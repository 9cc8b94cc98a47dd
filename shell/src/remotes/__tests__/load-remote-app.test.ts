import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, retryDelaysMs, startLoadingRemote, type RemoteApp } from '../load-remote-app';
import { registerRemotesFromManifest, resetRemote } from '../runtime-manifest';
import { SharedContractError } from '../shared-contract';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../runtime-manifest', () => ({
  registerRemotesFromManifest: jest.fn(),
  resetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotesFromManifest);
const reset = jest.mocked(resetRemote);

const locations = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  checkout: 'http://localhost:3003/mf-manifest.json',
  contact: 'http://localhost:3004/mf-manifest.json',
};

const parcel: RemoteApp = {
  name: 'gemstore-catalogue',
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  reset.mockReset();
  register.mockResolvedValue(locations);
  reset.mockResolvedValue(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loadRemoteApp', () => {
  it('does not try again a remote refused for its shared contract: the refusal is given at once', async () => {
    const refusal = new SharedContractError(
      'built against @gemstore/shared 2.0.0; this shell provides 1.1.0',
    );
    load.mockRejectedValue(refusal);

    await expect(loadRemoteApp('checkout', [0, 0])).rejects.toBe(refusal);

    expect(load).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it("loads the remote's exposed ./app after registering the remotes", async () => {
    load.mockResolvedValue({ default: parcel });

    await expect(loadRemoteApp('catalogue', [0, 0])).resolves.toBe(parcel);

    expect(register).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('catalogue/app');
    expect(reset).not.toHaveBeenCalled();
  });

  it('tries once more for each delay, forgetting the remote between tries, then throws the last error', async () => {
    load
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockRejectedValueOnce(new Error('third'));

    await expect(loadRemoteApp('checkout', [0, 0])).rejects.toThrow('third');

    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenNthCalledWith(3, 'checkout/app');
    expect(reset).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledWith('checkout');
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a later try', async () => {
    load
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce({ default: parcel });

    await expect(loadRemoteApp('catalogue', [0, 0])).resolves.toBe(parcel);

    expect(load).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('counts a failure to register the remotes as a failed try', async () => {
    register.mockRejectedValueOnce(new Error('remotes.json answered 503'));
    load.mockResolvedValue({ default: parcel });

    await expect(loadRemoteApp('account', [0])).resolves.toBe(parcel);

    expect(register).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps trying when forgetting the remote fails', async () => {
    reset.mockRejectedValue(new Error('remotes.json answered 503'));
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: parcel });

    await expect(loadRemoteApp('contact', [0])).resolves.toBe(parcel);
  });

  it.each([
    ['an object without lifecycles', { default: { name: 'not a parcel' } }],
    ['only some lifecycles', { default: { mount: jest.fn(), unmount: jest.fn() } }],
    ['no default export', {}],
    ['nothing at all', undefined],
  ])('rejects a module that is not a parcel (%s)', async (_what, module) => {
    load.mockResolvedValue(module);

    await expect(loadRemoteApp('catalogue', [])).rejects.toThrow(
      'The catalogue remote did not expose single-spa lifecycles as ./app',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a readable error when what failed was not an Error', async () => {
    load.mockRejectedValue('offline');

    await expect(loadRemoteApp('account', [0])).rejects.toThrow(
      'The account part of the shop could not be loaded',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('by default waits 300 ms, 1 s and 2 s between tries', async () => {
    jest.useFakeTimers();
    load.mockRejectedValue(new Error('offline'));
    expect(retryDelaysMs).toEqual([300, 1000, 2000]);

    const result = loadRemoteApp('catalogue');
    const settled = expect(result).rejects.toThrow('offline');

    await jest.advanceTimersByTimeAsync(299);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(4);

    await settled;
  });
});

describe('startLoadingRemote (the page being opened, as the shell boots)', () => {
  it('starts the load at once and hands that same load to the remote area, once', async () => {
    load.mockResolvedValue({ default: parcel });
    startLoadingRemote('catalogue');
    startLoadingRemote('catalogue'); // a second start is the same load
    expect(register).toHaveBeenCalledTimes(1);

    await expect(loadRemoteApp('catalogue')).resolves.toBe(parcel);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);

    // Taken once: the next load (a Retry) asks again.
    await expect(loadRemoteApp('catalogue')).resolves.toBe(parcel);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands over a failure too, so the remote area shows its fallback; nothing goes unhandled', async () => {
    jest.useFakeTimers();
    load.mockRejectedValue(new Error('remoteEntry.js 503'));
    startLoadingRemote('contact');
    const taken = loadRemoteApp('contact');
    const outcome = expect(taken).rejects.toThrow('remoteEntry.js 503');
    await jest.runAllTimersAsync();
    await outcome;
  });
});
