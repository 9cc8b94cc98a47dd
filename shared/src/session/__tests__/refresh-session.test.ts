import { api } from '../../api/client';
import { refreshSession } from '../refresh-session';
import { cartAtom, cartOwnerAtom, sessionStore, userAtom } from '../store';
import { sessionEnded, signIn, signOutLocally } from '../user';
import { aCartLine, aUser } from '../test-fixtures';

const get = jest.spyOn(api, 'get');
const reply = <T>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const shopper = aUser();
const ring = aCartLine(12, 1);

/** Answers as the server does, each answer held until `answer(path)`. */
function heldServer(signedIn: boolean) {
  const waiting = new Map<string, () => void>();
  get.mockImplementation(
    (path: string) =>
      new Promise((resolve, reject) => {
        waiting.set(path, () => {
          if (path === '/user/me') resolve(reply({ user: signedIn ? shopper : null }));
          else if (signedIn) resolve(reply({ success: true, cartItems: [ring] }));
          else reject(new Error('401'));
        });
      }),
  );
  return {
    asked: () => [...waiting.keys()],
    answer: (path: string) => waiting.get(path)?.(),
  };
}

beforeEach(() => {
  get.mockReset();
  localStorage.clear();
  sessionStore.set(userAtom, null);
  sessionStore.set(cartAtom, []);
  sessionStore.set(cartOwnerAtom, null);
});

describe('refreshSession (issue 20: the cart within one round trip of the page load)', () => {
  it('asks for the cart alongside the user when the last page load was signed in, and files both together', async () => {
    localStorage.setItem('gemstore.signed-in', '1');
    const server = heldServer(true);
    const done = refreshSession(sessionStore);
    // Both on their way before either has answered: no waterfall.
    expect(server.asked()).toEqual(['/cart', '/user/me']);
    server.answer('/user/me');
    await Promise.resolve();
    expect(sessionStore.get(userAtom)).toBeNull();
    server.answer('/cart');
    await done;
    expect(sessionStore.get(userAtom)).toEqual(shopper);
    expect(sessionStore.get(cartAtom)).toEqual([ring]);
    expect(sessionStore.get(cartOwnerAtom)).toBe(shopper.id);
  });

  it('asks a guest for nothing but the user, and remembers a sign-in for the next load', async () => {
    const guest = heldServer(false);
    const first = refreshSession(sessionStore);
    expect(guest.asked()).toEqual(['/user/me']);
    guest.answer('/user/me');
    await first;
    expect(localStorage.getItem('gemstore.signed-in')).toBeNull();

    const shopperServer = heldServer(true);
    const second = refreshSession(sessionStore);
    shopperServer.answer('/user/me');
    // Not hinted: the cart comes after the user, as before.
    await new Promise((resolve) => setTimeout(resolve, 0));
    shopperServer.answer('/cart');
    await second;
    expect(sessionStore.get(cartAtom)).toEqual([ring]);
    expect(localStorage.getItem('gemstore.signed-in')).toBe('1');
  });

  it('a stale hint costs one refused cart request and leaves a guest with nothing', async () => {
    localStorage.setItem('gemstore.signed-in', '1');
    const server = heldServer(false);
    const done = refreshSession(sessionStore);
    server.answer('/cart');
    server.answer('/user/me');
    await done;
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('gemstore.signed-in')).toBeNull();
  });

  it('after a logout has ended the session, asks for no cart while the page still shows the shopper (issue 30)', async () => {
    localStorage.setItem('gemstore.signed-in', '1');
    sessionStore.set(userAtom, shopper);
    sessionEnded();
    const server = heldServer(false);
    const done = refreshSession(sessionStore);
    expect(server.asked()).toEqual(['/user/me']);
    server.answer('/user/me');
    await done;
    expect(sessionStore.get(userAtom)).toBeNull();
  });

  it('signed out on the page, the next refresh asks for no cart; signed in, it asks alongside the user', async () => {
    localStorage.setItem('gemstore.signed-in', '1');
    signOutLocally(sessionStore);
    const guest = heldServer(false);
    void refreshSession(sessionStore);
    expect(guest.asked()).toEqual(['/user/me']);

    signIn(shopper, sessionStore);
    const server = heldServer(true);
    void refreshSession(sessionStore);
    expect(server.asked()).toEqual(['/cart', '/user/me']);
  });
});
