import { api, ApiError, type CartLine, type Product, type User, type WishlistItem } from '@gemstore/shared';
import { aCartLine, aProduct, aUser, aWishlistItem } from '@gemstore/shared/test-fixtures';
import type { Inbox, InboxMail } from '../inbox';
import { signInAsTestShopper, TEST_SHOPPER, type SignInStep } from '../test-shopper';

const post = jest.spyOn(api, 'post');
const get = jest.spyOn(api, 'get');
const put = jest.spyOn(api, 'put');
const reply = <T>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.post>>;
const refusal = (status: number, message: string) => new ApiError(message, status, { message });

const shopper: User = aUser({
  id: 'u-tess',
  email: TEST_SHOPPER.email,
  firstName: 'Tess',
  lastName: 'Shopper',
});
const USER_ID = '0b7c7f0e-3f0e-4c57-9d1e-0a1b2c3d4e5f';

/** An inbox whose mails arrive as the test says: each `next` takes the next of `arriving`. */
function anInbox(arriving: InboxMail[]) {
  const asked: string[] = [];
  const inbox: Inbox = {
    seen: async () => new Set(['an-old-mail']),
    next: async (email, seen, matches) => {
      asked.push(email);
      const mail = arriving.shift();
      if (!mail || seen.has(mail.id) || !matches(mail)) throw new Error('no such mail arrived');
      return mail;
    },
  };
  return { inbox, asked };
}

const codeMail = (code: string): InboxMail => ({
  id: `code-${code}`,
  subject: `${code} is your Gemstore verification code`,
  text: `Hello Tess,\n\nYour verification code is ${code}.`,
});

const ruby = (id: number, overrides: Partial<Product> = {}): Product =>
  aProduct({ id, price: 1200, priceHidden: null, countInStock: 3, ...overrides });

/** The shopper's cart and wishlist as the server holds them; the listing the pieces are chosen from. */
function theShop({ cart = [], wishlist = [] }: { cart?: CartLine[]; wishlist?: WishlistItem[] } = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/cart') return reply({ cartItems: cart });
    if (url === '/wishlist') return reply({ wishlistItems: wishlist });
    throw new Error(`unexpected GET ${url}`);
  });
  put.mockResolvedValue(reply({ success: true }));
}

/** The API's answers to the sign-in calls, by path; anything else (the listing, the cart) as `other`. */
function answering(answers: Record<string, () => Promise<unknown>>) {
  post.mockImplementation(async (url: string) => {
    const answer = answers[url];
    if (answer) return reply(await answer());
    if (url === '/products/')
      return reply({
        product: [
          ruby(1, { countInStock: 0 }),
          ruby(2),
          ruby(3, { price: null, priceHidden: 'enquire' }),
          ...[4, 5, 6, 7, 8].map((id) => ruby(id)),
        ],
      });
    if (url === '/cart/update-cart') return reply({ success: true });
    throw new Error(`unexpected POST ${url}`);
  });
}

beforeEach(() => {
  for (const spy of [post, get, put]) spy.mockReset();
});

describe('the test shopper (ADR 056)', () => {
  it('is registered on first use through the real flow, its code read from the inbox, this device trusted', async () => {
    const { inbox } = anInbox([codeMail('482913')]);
    answering({
      '/user/login': () => Promise.reject(refusal(401, 'Invalid email or password')),
      '/user/register': async () => ({ success: true, userId: USER_ID, cooldownExpiry: 0 }),
      '/user/verify-otp': async () => ({ success: true, user: shopper, userId: USER_ID }),
    });
    theShop();
    const steps: SignInStep[] = [];

    await expect(signInAsTestShopper((step) => steps.push(step), inbox)).resolves.toEqual(shopper);

    expect(post).toHaveBeenCalledWith('/user/register', {
      firstName: 'Tess',
      lastName: 'Shopper',
      email: 'test.shopper@gemstore.test',
      password: TEST_SHOPPER.password,
      trustDevice: true,
    });
    expect(post).toHaveBeenCalledWith('/user/verify-otp', {
      otp: '482913',
      userId: USER_ID,
      trustDevice: true,
    });
    expect(steps).toEqual(['signing-in', 'registering', 'reading-code', 'stocking-up']);
  });

  it('gets two cart lines and three wishlist items when it has none: priced pieces in stock only', async () => {
    const { inbox } = anInbox([]);
    answering({ '/user/login': async () => ({ success: true, user: shopper, userId: shopper.id }) });
    theShop();

    await signInAsTestShopper(undefined, inbox);

    const cartAdds = post.mock.calls.filter(([url]) => url === '/cart/update-cart').map(([, body]) => body);
    expect(cartAdds).toEqual([
      { productId: 2, quantity: 1 },
      { productId: 4, quantity: 1 },
    ]);
    expect(put.mock.calls).toEqual([
      ['/wishlist/items/5', { saved: true }],
      ['/wishlist/items/6', { saved: true }],
      ['/wishlist/items/7', { saved: true }],
    ]);
  });

  it('signs in at once on a trusted device, asking the inbox nothing, and leaves a cart and wishlist it has', async () => {
    const { inbox, asked } = anInbox([]);
    answering({ '/user/login': async () => ({ success: true, user: shopper, userId: shopper.id }) });
    theShop({ cart: [aCartLine(9)], wishlist: [aWishlistItem(10)] });

    await expect(signInAsTestShopper(undefined, inbox)).resolves.toEqual(shopper);

    expect(post).toHaveBeenCalledWith('/user/login', {
      email: 'test.shopper@gemstore.test',
      password: TEST_SHOPPER.password,
      trustDevice: true,
    });
    expect(asked).toEqual([]);
    expect(post).not.toHaveBeenCalledWith('/products/', expect.anything(), expect.anything());
    expect(put).not.toHaveBeenCalled();
  });

  it("on another device, types the code the login mailed (one sign-in's code, not an older one)", async () => {
    const { inbox } = anInbox([codeMail('730146')]);
    answering({
      '/user/login': async () => ({ success: false, userId: USER_ID, cooldownExpiry: 0 }),
      '/user/verify-otp': async () => ({ success: true, user: shopper, userId: USER_ID }),
    });
    theShop({ cart: [aCartLine(9)], wishlist: [aWishlistItem(10)] });

    await signInAsTestShopper(undefined, inbox);

    expect(post).toHaveBeenCalledWith('/user/verify-otp', {
      otp: '730146',
      userId: USER_ID,
      trustDevice: true,
    });
  });

  it('sets its password again from a reset link in the inbox when someone changed it (§password-change.result)', async () => {
    const { inbox } = anInbox([
      { id: 'exists', subject: 'Someone tried to register with your Gemstore email', text: '' },
      {
        id: 'reset',
        subject: 'Reset your Gemstore password',
        text: 'Open this link: http://localhost:3000/reset-password/abcdefghijklmnopqrstuvwxyz012345\n',
      },
    ]);
    let logins = 0;
    answering({
      '/user/login': async () => {
        logins += 1;
        if (logins === 1) throw refusal(401, 'Invalid email or password');
        return { success: true, user: shopper, userId: shopper.id };
      },
      '/user/register': async () => ({ success: true, userId: 'a-decoy-id', cooldownExpiry: 0 }),
      '/user/password/forgot': async () => ({ success: true }),
      '/user/password/reset/abcdefghijklmnopqrstuvwxyz012345': async () => ({ success: true }),
    });
    theShop({ cart: [aCartLine(9)], wishlist: [aWishlistItem(10)] });
    const steps: SignInStep[] = [];

    await expect(signInAsTestShopper((step) => steps.push(step), inbox)).resolves.toEqual(shopper);

    expect(post).toHaveBeenCalledWith('/user/password/forgot', { email: 'test.shopper@gemstore.test' });
    expect(post).toHaveBeenCalledWith('/user/password/reset/abcdefghijklmnopqrstuvwxyz012345', {
      password: TEST_SHOPPER.password,
    });
    expect(steps).toEqual(['signing-in', 'registering', 'resetting-password', 'signing-in', 'stocking-up']);
  });

  it("says the shop's own words when a limit refuses it (§rate-limit.answer)", async () => {
    const { inbox } = anInbox([]);
    answering({
      '/user/login': () =>
        Promise.reject(refusal(429, 'Too many login attempts. Please try again in 12 minutes.')),
    });

    await expect(signInAsTestShopper(undefined, inbox)).rejects.toThrow(
      'Too many login attempts. Please try again in 12 minutes.',
    );
    expect(post).not.toHaveBeenCalledWith('/user/register', expect.anything());
  });
});
