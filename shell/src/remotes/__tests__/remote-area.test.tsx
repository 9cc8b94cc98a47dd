import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteArea } from '../remote-area';
import { loadRemoteApp, type RemoteApp } from '../load-remote-app';
import { resetRemote } from '../runtime-manifest';
import { SharedContractError } from '../shared-contract';
import { TestProviders } from '../../test-helpers';
import { forgetFirstScreen } from '../../first-screen/first-screen-context';

jest.mock('../load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
jest.mock('../runtime-manifest', () => ({ resetRemote: jest.fn() }));

const load = jest.mocked(loadRemoteApp);
const reset = jest.mocked(resetRemote);

type ParcelProps = { domElement: HTMLElement; onCrash: (error: Error) => void };

/**
 * A parcel as single-spa mounts it (the real mountRootParcel): it shows which parcel it is, and a button that makes it
 * crash while rendering, as a remote's error boundary reports one. `failToMount`: its mount fails instead.
 */
function aParcel(name: string, { failToMount = false } = {}): RemoteApp {
  return {
    name,
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      if (failToMount) return Promise.reject(new Error('mount failed'));
      const { domElement, onCrash } = props as unknown as ParcelProps;
      const shown = document.createElement('p');
      shown.textContent = `parcel: ${name}`;
      const crash = document.createElement('button');
      crash.type = 'button';
      crash.textContent = 'Crash while rendering';
      crash.addEventListener('click', () => onCrash(new Error('render failed')));
      domElement.append(shown, crash);
      return Promise.resolve();
    },
    unmount: (props) => {
      (props as unknown as ParcelProps).domElement.replaceChildren();
      return Promise.resolve();
    },
  };
}

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderArea(name: 'catalogue' | 'account' | 'checkout' | 'contact') {
  return render(<RemoteArea name={name} />, { wrapper: TestProviders });
}

beforeEach(() => {
  load.mockReset();
  reset.mockReset();
  reset.mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteArea', () => {
  it('shows that the part is loading while its code arrives', () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderArea('catalogue');

    expect(screen.getByRole('status')).toHaveTextContent('Loading the catalogue');
    expect(load).toHaveBeenCalledWith('catalogue');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('mounts the loaded parcel', async () => {
    load.mockResolvedValue(aParcel('gemstore-checkout'));
    renderArea('checkout');

    expect(await screen.findByText('parcel: gemstore-checkout')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback with Retry when the part cannot be loaded', async () => {
    load.mockRejectedValue(new Error('RUNTIME-003 Failed to get manifest'));
    renderArea('catalogue');

    const fallback = await screen.findByRole('alert');
    expect(
      within(fallback).getByRole('heading', { name: 'The catalogue could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(fallback).getByText(/the rest of the shop still works/i)).toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a part refused for its shared contract is being updated, not that the connection failed', async () => {
    load.mockRejectedValue(new SharedContractError('built against @gemstore/shared 2.0.0'));
    renderArea('checkout');

    const fallback = await screen.findByRole('alert');
    expect(
      within(fallback).getByRole('heading', { name: 'Cart and checkout could not be loaded' }),
    ).toBeInTheDocument();
    expect(
      within(fallback).getByText(
        'This part of the shop is being updated. Please try again in a few minutes. The rest of the shop still works.',
      ),
    ).toBeInTheDocument();
    expect(within(fallback).queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['account', 'Your account could not be loaded'],
    ['checkout', 'Cart and checkout could not be loaded'],
    ['contact', 'Contact and enquiries could not be loaded'],
  ] as const)('names the %s part in its fallback', async (name, heading) => {
    load.mockRejectedValue('offline');
    renderArea(name);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('forgets the failed part and loads it again on Retry, then mounts it', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(aParcel('gemstore-catalogue'));
    renderArea('catalogue');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('parcel: gemstore-catalogue')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('catalogue');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again on Retry even when forgetting the part fails', async () => {
    const user = userEvent.setup();
    reset.mockRejectedValue(new Error('remotes.json answered 503'));
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(aParcel('gemstore-account'));
    renderArea('account');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('parcel: gemstore-account')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the loading state again while retrying, and the fallback again if the retry fails', async () => {
    const user = userEvent.setup();
    const second = deferred<RemoteApp>();
    load.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(second.promise);
    renderArea('contact');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading contact and enquiries');

    second.reject(new Error('still offline'));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Contact and enquiries could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('switches to the fallback when the parcel crashes while rendering, and Retry mounts it again', async () => {
    const user = userEvent.setup();
    load.mockResolvedValue(aParcel('gemstore-catalogue'));
    renderArea('catalogue');

    await user.click(await screen.findByRole('button', { name: 'Crash while rendering' }));

    expect(screen.getByRole('heading', { name: 'The catalogue could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('parcel: gemstore-catalogue')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('parcel: gemstore-catalogue')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('catalogue');
  });

  it('switches to the fallback when the parcel fails to mount', async () => {
    load.mockResolvedValue(aParcel('gemstore-checkout', { failToMount: true }));
    renderArea('checkout');

    expect(
      await screen.findByRole('heading', { name: 'Cart and checkout could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('ignores a load that finishes after the area moved on to another part', async () => {
    const catalogue = deferred<RemoteApp>();
    const account = deferred<RemoteApp>();
    load.mockImplementation((name) => (name === 'catalogue' ? catalogue.promise : account.promise));
    const { rerender } = renderArea('catalogue');

    rerender(<RemoteArea name="account" />);
    account.resolve(aParcel('gemstore-account'));
    expect(await screen.findByText('parcel: gemstore-account')).toBeInTheDocument();

    await act(async () => {
      catalogue.resolve(aParcel('gemstore-catalogue'));
      await catalogue.promise;
    });
    expect(screen.getByText('parcel: gemstore-account')).toBeInTheDocument();
    expect(screen.queryByText('parcel: gemstore-catalogue')).not.toBeInTheDocument();
  });
});

describe('RemoteArea on a page drawn on the server (ADR 018)', () => {
  /** The document as the server sent it: the remote's page inside the shell's frame. */
  function serverDrawn(remote: string) {
    const frame = document.createElement('div');
    frame.innerHTML = `<main><div data-remote="${remote}"><div data-first-screen="${remote}"><h1>Ruby</h1></div></div></main>`;
    document.body.append(frame);
    return { frame, drawn: frame.querySelector<HTMLElement>('[data-first-screen]') };
  }

  /** A parcel that notes the props it was mounted with. */
  function aWatchedParcel() {
    const mounted: Record<string, unknown>[] = [];
    const unmounted: unknown[] = [];
    const parcel: RemoteApp = {
      name: 'gemstore-catalogue',
      bootstrap: () => Promise.resolve(),
      mount: (props) => {
        mounted.push(props as Record<string, unknown>);
        return Promise.resolve();
      },
      unmount: (props) => {
        unmounted.push(props);
        return Promise.resolve();
      },
    };
    return { parcel, mounted, unmounted };
  }

  beforeEach(() => forgetFirstScreen());

  afterEach(() => {
    forgetFirstScreen();
    document.body.innerHTML = '';
  });

  it('keeps the drawn page on show while the remote loads, then has the parcel hydrate that very element', async () => {
    const { frame, drawn } = serverDrawn('catalogue');
    const remote = deferred<RemoteApp>();
    load.mockReturnValue(remote.promise);
    const { parcel, mounted } = aWatchedParcel();

    renderArea('catalogue');
    frame.remove(); // the shell's first render replaces the frame the server sent

    expect(screen.getByRole('heading', { name: 'Ruby' })).toBe(drawn?.querySelector('h1'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => remote.resolve(parcel));
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ domElement: drawn, hydrate: true });
  });

  it('draws the ordinary way for another remote, and after the drawn page has left', async () => {
    serverDrawn('catalogue');
    load.mockResolvedValue(aParcel('gemstore-account'));
    const { unmount } = renderArea('account');

    expect(await screen.findByText('parcel: gemstore-account')).toBeInTheDocument();
    unmount();

    const { parcel, unmounted } = aWatchedParcel();
    load.mockResolvedValue(parcel);
    const first = renderArea('catalogue');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('catalogue'));
    first.unmount();
    await waitFor(() => expect(unmounted).toHaveLength(1));

    load.mockResolvedValue(aParcel('gemstore-catalogue'));
    renderArea('catalogue');
    expect(await screen.findByText('parcel: gemstore-catalogue')).toBeInTheDocument();
  });

  it('shows the fallback instead of the drawn page when the remote cannot load', async () => {
    serverDrawn('catalogue').frame.remove();
    load.mockRejectedValue(new Error('offline'));
    renderArea('catalogue');

    expect(
      await screen.findByRole('heading', { name: 'The catalogue could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ruby' })).not.toBeInTheDocument();
  });
});

/**
 * Moving to another part of the shop (issue 32): the page being left stays on show, a still copy, until the next
 * part's page is drawn, for 800 ms at most; a failure shows at once.
 */
describe('RemoteArea after another part’s page', () => {
  /** The outlet's way: one area per part, a new one when the part changes. */
  function Outlet({ part }: { part: 'catalogue' | 'checkout' }) {
    return <RemoteArea key={part} name={part} />;
  }

  async function leaveTheCatalogue(checkout: Promise<RemoteApp>) {
    load.mockImplementation((name) =>
      name === 'catalogue' ? Promise.resolve(aParcel('catalogue')) : checkout,
    );
    const view = render(<Outlet part="catalogue" />, { wrapper: TestProviders });
    await screen.findByText('parcel: catalogue');
    view.rerender(<Outlet part="checkout" />);
    return view;
  }

  it('keeps the page left on show, out of reach, until the next page is drawn', async () => {
    const checkout = deferred<RemoteApp>();
    await leaveTheCatalogue(checkout.promise);

    // A copy: on screen, but neither a control nor read out; the loading state waits behind it.
    const copy = screen.getByText('parcel: catalogue').closest('[data-held-page]');
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Crash while rendering' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => checkout.resolve(aParcel('checkout')));
    // Mounted, then shown at the next frame in the copy's place.
    await waitFor(() => expect(screen.getByText('parcel: checkout')).toBeVisible());
    expect(screen.queryByText('parcel: catalogue')).not.toBeInTheDocument();
  });

  it('shows the loading state once the next page has taken 800 ms', async () => {
    jest.useFakeTimers();
    try {
      await leaveTheCatalogue(new Promise(() => undefined));
      act(() => jest.advanceTimersByTime(799));
      expect(screen.getByText('parcel: catalogue')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('parcel: catalogue')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading cart and checkout');
    } finally {
      jest.useRealTimers();
    }
  });

  it('after 800 ms, shows the loading state until the next page has words, never an empty area', async () => {
    jest.useFakeTimers();
    try {
      const checkout = deferred<RemoteApp>();
      await leaveTheCatalogue(checkout.promise);
      act(() => jest.advanceTimersByTime(800));
      // Mounted, but its page's own code still on the way: nothing to show yet.
      const words = deferred<undefined>();
      const late: RemoteApp = {
        ...aParcel('checkout'),
        mount: (props) => {
          const { domElement } = props as unknown as ParcelProps;
          void words.promise.then(() =>
            domElement.append(
              Object.assign(document.createElement('p'), { textContent: 'parcel: checkout' }),
            ),
          );
          return Promise.resolve();
        },
      };
      await act(async () => checkout.resolve(late));
      expect(screen.getByRole('status')).toHaveTextContent('Loading cart and checkout');

      await act(async () => words.resolve(undefined));
      act(() => jest.advanceTimersByTime(16)); // the next frame
      expect(screen.getByText('parcel: checkout')).toBeVisible();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a page drawn in the frame where the 800 ms run out, never the loading state over it', async () => {
    jest.useFakeTimers();
    // The frames are the test's: the page's frame and the end of the 800 ms come before React renders either.
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    try {
      const checkout = deferred<RemoteApp>();
      await leaveTheCatalogue(checkout.promise);
      act(() => jest.advanceTimersByTime(799));
      await act(async () => checkout.resolve(aParcel('checkout')));
      act(() => {
        frames.splice(0).forEach((frame) => frame(performance.now()));
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByText('parcel: checkout')).toBeVisible();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a part that cannot load at once, not behind the page left', async () => {
    const checkout = deferred<RemoteApp>();
    await leaveTheCatalogue(checkout.promise);
    await act(async () => checkout.reject(new Error('offline')));
    expect(
      await screen.findByRole('heading', { name: 'Cart and checkout could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('parcel: catalogue')).not.toBeInTheDocument();
  });
});
