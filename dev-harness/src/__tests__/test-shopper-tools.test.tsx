import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, authStatusAtom, MemoryRouter, RemoteProviders, sessionStore, userAtom } from '@gemstore/shared';
import type { StandaloneToolProps } from '@gemstore/shared/standalone';
import { aUser } from '@gemstore/shared/test-fixtures';
import { samplePath, TestShopperBar } from '../components/test-shopper-bar';
import { TestShopperSignIn } from '../components/test-shopper-sign-in';
import { signInAsTestShopper, type SignInStep } from '../test-shopper';

jest.mock('../test-shopper', () => ({
  ...jest.requireActual<object>('../test-shopper'),
  signInAsTestShopper: jest.fn(),
}));
const signIn = jest.mocked(signInAsTestShopper);
const tess = aUser({ firstName: 'Tess', lastName: 'Shopper', email: 'test.shopper@gemstore.test' });

/** The sign-in as the test lets it go: each step said, then done (or refused). */
function aSignIn() {
  let finish: (error?: Error) => void = () => undefined;
  let say: (step: SignInStep) => void = () => undefined;
  signIn.mockImplementation(
    (onStep) =>
      new Promise((resolve, reject) => {
        say = onStep ?? say;
        finish = (error) => (error ? reject(error) : resolve(tess));
      }),
  );
  return {
    say: (step: SignInStep) => act(() => say(step)),
    finish: (error?: Error) => act(async () => finish(error)),
  };
}

const refresh = jest.fn(async () => {
  sessionStore.set(userAtom, signIn.mock.calls.length > 0 ? tess : null);
  sessionStore.set(authStatusAtom, 'authenticated');
});

function renderTools(props: Partial<StandaloneToolProps> = {}, url = '/cart') {
  return render(
    <RemoteProviders name="standalone">
      <MemoryRouter initialEntries={[url]}>
        <TestShopperBar remote="checkout" refresh={refresh} {...props} />
        <TestShopperSignIn remote="checkout" refresh={refresh} {...props} />
      </MemoryRouter>
    </RemoteProviders>,
  );
}

const bar = () => screen.getByRole('complementary', { name: 'Standalone page tools' });

beforeEach(() => {
  signIn.mockReset();
  refresh.mockClear();
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'guest');
});

describe("a standalone page's test shopper (ADR 056)", () => {
  it('links to the remote’s own pages, a listing with a priced category', () => {
    renderTools();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of checkout' }));
    expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cart',
      '/payment/canceled',
    ]);
    expect(samplePath('/gemstones/:category')).toBe('/gemstones/Ruby');
    expect(bar()).not.toHaveTextContent('draws nothing');
  });

  it('says where the pages are on a path the remote draws nothing at (the origin’s root, which the banner names)', () => {
    renderTools({}, '/');
    expect(bar()).toHaveTextContent('checkout draws nothing at /: open one of its pages above.');
    expect(samplePath('/order-history/:orderId')).toBeNull();
  });

  it('signs in from the bar or the notice, saying what it does, and then shows who is signed in', async () => {
    const user = userEvent.setup();
    renderTools();
    expect(bar()).toHaveTextContent('Browsing as a guest');
    const sign = aSignIn();

    await user.click(screen.getAllByRole('button', { name: 'Sign in as a test shopper' })[0] as HTMLElement);
    sign.say('reading-code');
    for (const status of screen.getAllByRole('status'))
      expect(status).toHaveTextContent('Reading the code from the local inbox…');
    // A second press meanwhile starts nothing.
    await user.click(screen.getAllByRole('button', { name: 'Sign in as a test shopper' })[1] as HTMLElement);
    expect(signIn).toHaveBeenCalledTimes(1);

    await sign.finish();
    expect(refresh).toHaveBeenCalled();
    expect(bar()).toHaveTextContent('Signed in as Tess Shopper (test.shopper@gemstore.test)');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why, where it is pressed, when it cannot sign in', async () => {
    const user = userEvent.setup();
    renderTools();
    const sign = aSignIn();
    await user.click(screen.getAllByRole('button', { name: 'Sign in as a test shopper' })[0] as HTMLElement);
    await sign.finish(new Error('The local mail inbox did not answer at /dev-inbox'));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('The local mail inbox did not answer at /dev-inbox');
    expect(bar()).toHaveTextContent('Browsing as a guest');
  });

  it('signs out through the API, and the page asks again who is signed in', async () => {
    const user = userEvent.setup();
    sessionStore.set(userAtom, tess);
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true } });
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(get).toHaveBeenCalledWith('/user/logout');
    expect(refresh).toHaveBeenCalled();
    get.mockRestore();
  });
});
