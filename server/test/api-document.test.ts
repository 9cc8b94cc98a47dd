/**
 * The API document (issue 30, items 25 and 26; ADR 041): every operation named, summed up and described, the session
 * cookie as a security scheme where a route needs a login, the Origin 403 of every state change; protected routes
 * refuse a guest before they read the body; and live answers, to a valid and an invalid request of every operation,
 * are what the document says. `npm run test:api-doc` lints the same document with Redocly and generates a client.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../src/db/schema';
import { storeProductMedia } from '../src/modules/media';
import { documentChecker, operationsOf, type DocumentedOperation } from './support/api-document';
import {
  Shopper,
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  strongPassword,
  type Response,
  type TestShop,
} from './support/app';

let shop: TestShop;
let document: unknown;
let operations: DocumentedOperation[];
let problem: ReturnType<typeof documentChecker>;
let customer: Shopper;
let customerEmail: string;
let staff: Shopper;
let productId: number;
beforeAll(async () => {
  // Wednesday 15 January 2031, 09:00 in Singapore: appointments on the 20th are bookable.
  shop = await startShop({ clock: () => new Date('2031-01-15T01:00:00Z') });
  document = shop.app.swagger();
  operations = operationsOf(document);
  problem = documentChecker(document);
  const signedIn = await signedInShopper(shop);
  customer = signedIn.shopper;
  customerEmail = signedIn.email;
  await saveAddress(customer);
  staff = (await signedInShopper(shop, { email: 'staff.document@gemstore.test' })).shopper;
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'staff.document@gemstore.test'));
  productId = (await insertProduct(shop.db, { countInStock: 5 })).id;
  const picture = await sharp({
    create: { width: 800, height: 800, channels: 3, background: { r: 160, g: 20, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await storeProductMedia(shop.db, shop.mediaStore, { productId, name: '1.jpg', bytes: picture });
}, 120_000);
afterAll(() => shop.close());

const name = (o: DocumentedOperation) => `${o.method} ${o.path}`;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const responsesOf = (o: DocumentedOperation) =>
  (isObject(o.operation.responses) ? o.operation.responses : {}) as Record<string, Record<string, unknown>>;
const operationAt = (key: string): DocumentedOperation => {
  const found = operations.find((o) => name(o) === key);
  if (!found) throw new Error(`${key} is not in the document`);
  return found;
};
const needsSession = (o: DocumentedOperation) =>
  JSON.stringify(o.operation.security) === JSON.stringify([{ sessionCookie: [] }]);

/** camelCase from a path: POST /api/v1/form/cancel-booking/{token} → postFormCancelBookingToken. */
function suggestedId(o: DocumentedOperation): string {
  const words = o.path
    .replace('/api/v1/', '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${o.method.toLowerCase()}${words.join('')}`;
}

describe('every operation is named, summed up and described', () => {
  it('has 54 or more operations, each with an operationId and summary from server/src/lib/api-operations.ts', () => {
    expect(operations.length).toBeGreaterThanOrEqual(54);
    const missing = operations
      .filter((o) => typeof o.operation.operationId !== 'string' || typeof o.operation.summary !== 'string')
      .map(
        (o) =>
          `${name(o)} has no operationId or summary: add to apiOperations in server/src/lib/api-operations.ts\n` +
          `  '${name(o)}': { operationId: '${suggestedId(o)}', summary: '…', returns: '…' },`,
      );
    expect(missing).toEqual([]);
  });

  it('gives every operation its own camelCase operationId', () => {
    const ids = operations.map((o) => String(o.operation.operationId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it('describes every answer in words (never "Default Response"), with an example of every plain failure', () => {
    const vague: string[] = [];
    for (const o of operations) {
      for (const [code, response] of Object.entries(responsesOf(o))) {
        const description = response.description;
        if (
          typeof description !== 'string' ||
          description.length < 10 ||
          description === 'Default Response'
        ) {
          vague.push(`${name(o)} ${code}: ${String(description)}`);
        }
      }
    }
    expect(vague).toEqual([]);
    const refused = responsesOf(operationAt('POST /api/v1/cart/update-cart'))['401'];
    expect(refused?.content).toMatchObject({
      'application/json': { example: { success: false, message: 'Please log in to continue' } },
    });
  });

  it('documents a 400 on every operation: each request may carry a body that is not JSON', () => {
    expect(operations.filter((o) => !responsesOf(o)['400']).map(name)).toEqual([]);
  });

  it('documents the Origin 403 on every operation that changes something', () => {
    const changing = operations.filter(
      (o) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method) &&
        // Signed by Stripe; and the listing and the check before payment, POSTs that change nothing.
        ![
          'POST /api/v1/stripe/webhook',
          'POST /api/v1/products',
          'POST /api/v1/cart/proceed-to-checkout',
        ].includes(name(o)),
    );
    expect(changing.length).toBeGreaterThanOrEqual(29);
    const logout = operationAt('GET /api/v1/user/logout');
    const undocumented = [...changing, logout].filter(
      (o) => !String(responsesOf(o)['403']?.description).includes('did not come from the shop’s pages'),
    );
    expect(undocumented.map(name)).toEqual([]);
  });

  it('documents the session cookie, and requires it on exactly the routes that need a login', () => {
    expect(document).toMatchObject({
      components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'gs_sid' } } },
    });
    const protectedPaths = operations.filter(needsSession).map(name).sort();
    expect(protectedPaths).toEqual(
      [
        'GET /api/v1/admin/enquiries',
        'GET /api/v1/admin/orders',
        'GET /api/v1/admin/products',
        'GET /api/v1/cart',
        'GET /api/v1/orders',
        'GET /api/v1/orders/{id}',
        'GET /api/v1/wishlist',
        'DELETE /api/v1/cart/clear-cart',
        'DELETE /api/v1/cart/delete-cart',
        'POST /api/v1/admin/products',
        'POST /api/v1/cart/proceed-to-checkout',
        'POST /api/v1/cart/update-cart',
        'POST /api/v1/cart/update-cart-item',
        'POST /api/v1/stripe/cancel-checkout',
        'POST /api/v1/stripe/create-checkout-session',
        'POST /api/v1/stripe/create-checkout-session-cart',
        'POST /api/v1/stripe/update-customer',
        'POST /api/v1/stripe/verify-payment',
        'PUT /api/v1/admin/enquiries/{id}',
        'PUT /api/v1/admin/orders/{id}',
        'PUT /api/v1/admin/products/{id}',
        'PUT /api/v1/user/reset-password',
        'PUT /api/v1/user/update-user',
        'PUT /api/v1/wishlist/items/{productId}',
        'PUT /api/v1/wishlist/update-wishlist',
      ].sort(),
    );
    // The others read the session when it is sent (a shopper sees prices a guest may not): optional.
    const open = operations.filter((o) => !needsSession(o));
    expect(open.filter((o) => JSON.stringify(o.operation.security) !== '[{},{"sessionCookie":[]}]')).toEqual(
      [],
    );
  });

  it('lists null among the values of a nullable enum (priceHidden is null for a price on show)', () => {
    const json = JSON.stringify(document);
    const priceHidden = /"priceHidden":(\{[^}]*\})/.exec(json)?.[1];
    expect(JSON.parse(priceHidden ?? '{}')).toMatchObject({
      nullable: true,
      enum: ['enquire', 'login', null],
    });
  });
});

/** The path with every parameter filled: `{id}` and the like from `values`, else `fallback`. */
const filled = (path: string, values: Record<string, string | number>, fallback = 'x') =>
  path.replace(/\{(\w+)\}/g, (_all, key: string) => String(values[key] ?? fallback));

describe('a protected route refuses a guest before it reads the body', () => {
  it('answers 401 (or 403 from another site) to every guest request, whatever its body', async () => {
    const wrong: string[] = [];
    const protectedOperations = operations.filter(needsSession);
    expect(protectedOperations.length).toBeGreaterThanOrEqual(25);
    for (const o of protectedOperations) {
      for (const body of ['{"unexpected":["\\u0000"],"price":"lots"}', '{', '[]']) {
        const res = await new Shopper(shop.app).request(
          o.method as 'GET',
          filled(o.path, {}, 'not-an-id'),
          o.method === 'GET' ? undefined : body,
          { 'content-type': 'application/json' },
        );
        const why = problem(o.method, o.path, res);
        if (res.statusCode !== 401 || why)
          wrong.push(`${name(o)} ${body} → ${res.statusCode} ${why ?? res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a shopper who is not staff, on every staff route, whatever the body', async () => {
    const staffOnly = operations.filter((o) => o.path.startsWith('/api/v1/admin/'));
    expect(staffOnly.length).toBeGreaterThanOrEqual(7);
    for (const o of staffOnly) {
      const res = await customer.request(
        o.method as 'GET',
        filled(o.path, {}, 'x'),
        o.method === 'GET' ? undefined : '{',
        {
          'content-type': 'application/json',
        },
      );
      expect([name(o), res.statusCode, res.data.message]).toEqual([
        name(o),
        403,
        'This is for the shop’s staff only',
      ]);
    }
  });

  it('answers a guest’s new product for the shop 401, not a list of what the body lacks', async () => {
    const res = await new Shopper(shop.app).post('/api/v1/admin/products', { name: '' });
    expect(res.statusCode).toBe(401);
    expect(res.data).toEqual({ success: false, message: 'Please log in to continue' });
  });
});

type Who = 'guest' | 'customer' | 'staff';
type Call = { who: Who; params?: Record<string, string | number>; query?: string; body?: unknown };

/**
 * A valid request of every operation, by operationId: what a client would send. The answer may be any the document
 * lists (a wrong one-time code is a documented 400), but it must be listed and look as the document says.
 */
function validCalls(): Record<string, Call> {
  const address = {
    line1: '1 Orchard Road',
    line2: '#10-01',
    city: 'Singapore',
    state: 'Singapore',
    postal_code: '238823',
    country: 'Singapore',
  };
  const enquirer = {
    firstName: 'Mei',
    lastName: 'Lim',
    email: 'mei.document@example.com',
    phoneNumber: '+6591234567',
    country: 'Singapore',
  };
  return {
    getHealth: { who: 'guest' },
    getLiveness: { who: 'guest' },
    getReadiness: { who: 'guest' },
    registerAccount: {
      who: 'guest',
      body: {
        firstName: 'Lena',
        lastName: 'Tan',
        email: 'lena.document@example.com',
        password: strongPassword,
      },
    },
    logIn: { who: 'guest', body: { email: customerEmail, password: strongPassword } },
    verifyOneTimeCode: {
      who: 'guest',
      body: { otp: '000000', userId: '00000000-0000-4000-8000-000000000000', trustDevice: false },
    },
    resendOneTimeCode: { who: 'guest', body: { userId: '00000000-0000-4000-8000-000000000000' } },
    logOut: { who: 'guest' },
    getCurrentUser: { who: 'customer' },
    updateProfile: { who: 'customer', body: { firstName: 'Aiko', address } },
    changePassword: {
      who: 'customer',
      body: {
        currentPassword: 'Not#the1password',
        newPassword: 'Emerald#2031',
        confirmPassword: 'Emerald#2031',
      },
    },
    requestPasswordReset: { who: 'guest', body: { email: 'nobody.document@example.com' } },
    checkPasswordResetLink: { who: 'guest', params: { token: 'a'.repeat(43) } },
    resetPassword: {
      who: 'guest',
      params: { token: 'a'.repeat(43) },
      body: { password: 'Emerald#2031', confirmPassword: 'Emerald#2031' },
    },
    getGoogleSignInStatus: { who: 'guest' },
    startGoogleSignIn: { who: 'guest' },
    finishGoogleSignIn: { who: 'guest', query: 'code=abc&state=def' },
    listProducts: { who: 'guest', query: 'section=gemstones&category=Ruby', body: { price: [0, 100_000] } },
    getProductDetails: { who: 'guest', params: { id: productId } },
    getProductDetailsAlias: { who: 'customer', params: { id: productId } },
    findProductByName: { who: 'guest', params: { type: 'gemstones' }, query: 'name=Test%20Ruby%201' },
    setWishlistItem: { who: 'customer', params: { productId }, body: { saved: true } },
    getWishlist: { who: 'customer' },
    toggleWishlistItem: { who: 'customer', body: { productId } },
    addToCart: { who: 'customer', body: { productId, quantity: 1 } },
    getCart: { who: 'customer' },
    setCartQuantity: { who: 'customer', body: { productId, quantity: 2 } },
    priceCheckout: { who: 'customer', body: { page: 'cart' } },
    saveCheckoutDetails: {
      who: 'customer',
      body: { firstName: 'Aiko', lastName: 'Tan', email: customerEmail, ...address },
    },
    startBuyNowCheckout: { who: 'customer', body: { productId, quantity: 1 } },
    startCartCheckout: { who: 'customer', body: {} },
    verifyPayment: { who: 'customer', body: { sessionId: 'cs_test_document' } },
    cancelCheckout: { who: 'customer', body: { checkout: '00000000-0000-4000-8000-000000000000' } },
    removeFromCart: { who: 'customer', body: { productId } },
    clearCart: { who: 'customer' },
    listOrders: { who: 'customer' },
    getOrder: { who: 'customer', params: { id: '00000000-0000-4000-8000-000000000000' } },
    bookAppointment: {
      who: 'guest',
      body: {
        ...enquirer,
        date: '2031-01-20',
        time: '14:00',
        meetingType: 'online',
        preferredLocation: 'cafe1',
        purposeOfMeeting: 'inventory',
        additionalInformation: '',
      },
    },
    listAppointmentTimes: { who: 'guest', query: 'date=2031-01-20&meetingType=online' },
    showAppointmentToCancel: { who: 'guest', params: { token: 'a'.repeat(43) } },
    cancelAppointment: { who: 'guest', params: { token: 'a'.repeat(43) } },
    requestCustomOrder: {
      who: 'guest',
      body: { ...enquirer, additionalInformation: 'A sapphire ring, oval, about two carats, in platinum.' },
    },
    leaveMessage: { who: 'guest', body: { ...enquirer, message: 'Do you have padparadscha sapphires?' } },
    listCountries: { who: 'guest' },
    adminListProducts: { who: 'staff', query: 'page=1&limit=10' },
    adminCreateProduct: {
      who: 'staff',
      body: {
        section: 'gemstones',
        category: 'Sapphire',
        name: 'Ceylon Sapphire',
        description: 'A cornflower blue sapphire from Ratnapura.',
        price: 4200,
        weight: 2.1,
        countInStock: 1,
      },
    },
    adminUpdateProduct: { who: 'staff', params: { id: productId }, body: { countInStock: 4 } },
    adminListOrders: { who: 'staff' },
    adminUpdateOrder: {
      who: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'shipped' },
    },
    adminListEnquiries: { who: 'staff' },
    adminUpdateEnquiry: {
      who: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'closed' },
    },
    getProductPicture: { who: 'guest', params: { id: productId, file: '1.jpg' }, query: 'w=160' },
    receiveStripeEvent: { who: 'guest', body: { type: 'checkout.session.completed' } },
    showTestPaymentPage: { who: 'guest', params: { id: 'cs_local_unknown' } },
    redirectTestPayment: { who: 'guest', params: { id: 'cs_local_unknown' } },
    submitTestPayment: { who: 'guest', params: { id: 'cs_local_unknown' }, body: 'card=4242424242424242' },
    redirectTestAuthentication: { who: 'guest', params: { id: 'cs_local_unknown' } },
    submitTestAuthentication: { who: 'guest', params: { id: 'cs_local_unknown' }, body: 'result=approve' },
  };
}

describe('live answers are what the document says', () => {
  async function send(o: DocumentedOperation, call: Call): Promise<Response> {
    const caller = call.who === 'customer' ? customer : call.who === 'staff' ? staff : new Shopper(shop.app);
    const url = `${filled(o.path, call.params ?? {})}${call.query ? `?${call.query}` : ''}`;
    const form = typeof call.body === 'string';
    return caller.request(
      o.method as 'GET',
      url,
      o.method === 'GET' ? undefined : form ? call.body : JSON.stringify(call.body ?? {}),
      {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        accept: 'image/webp,application/json,text/html',
      },
    );
  }

  it('answers a valid request of every operation as documented', async () => {
    const calls = validCalls();
    const unlisted = operations
      .map((o) => String(o.operation.operationId))
      .filter((id) => !(id in calls))
      .map((id) => `${id}: add a valid request to validCalls() in server/test/api-document.test.ts`);
    expect(unlisted).toEqual([]);
    const wrong: string[] = [];
    const answered: Record<string, number> = {};
    // In the order of validCalls: a wishlist item is saved before the wishlist is read, the cart filled before checkout.
    for (const [id, call] of Object.entries(calls)) {
      const o = operations.find((op) => op.operation.operationId === id);
      if (!o) continue;
      const res = await send(o, call);
      answered[id] = res.statusCode;
      const why = problem(o.method, o.path, res);
      if (why) wrong.push(`${id} (${name(o)}): ${why}`);
    }
    expect(wrong).toEqual([]);
    // The answers that carry priceHidden: null were the ones outside the document (issue 30, item 26).
    expect(answered).toMatchObject({
      listProducts: 200,
      getProductDetails: 200,
      getWishlist: 200,
      getCart: 200,
    });
    expect(answered).toMatchObject({
      adminListProducts: 200,
      adminCreateProduct: 201,
      getProductPicture: 200,
    });
  });

  it('answers an invalid request of every operation as documented: unknown fields, and an empty body', async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      const who: Who = o.path.startsWith('/api/v1/admin/') ? 'staff' : needsSession(o) ? 'customer' : 'guest';
      const unknownFields = await send(o, {
        who,
        query: 'page=-1&date=9999-12-31',
        body: { unexpected: true },
      });
      const caller = who === 'customer' ? customer : who === 'staff' ? staff : new Shopper(shop.app);
      const empty = await caller.request(
        o.method as 'GET',
        filled(o.path, {}),
        o.method === 'GET' ? undefined : '',
        {
          'content-type': 'application/json',
        },
      );
      for (const answer of [unknownFields, empty]) {
        const why = problem(o.method, o.path, answer);
        if (why) wrong.push(`${name(o)}: ${why}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a picture the product does not have 404, as documented', async () => {
    const res = await new Shopper(shop.app).get(`/api/v1/media/products/${productId}/9.jpg`);
    expect(res.statusCode).toBe(404);
    expect(problem('GET', '/api/v1/media/products/{id}/{file}', res)).toBeNull();
  });

  it('answers a path part longer than the router takes 400 in the shop’s shape, as documented (not 414)', async () => {
    const res = await new Shopper(shop.app).get(`/api/v1/payments/local/checkout/${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ success: false, message: 'A part of this address is too long' });
    expect(problem('GET', '/api/v1/payments/local/checkout/{id}', res)).toBeNull();
  });

  it('answers an empty JSON body 400, as documented, on a route that takes no body', async () => {
    const res = await customer.request('DELETE', '/api/v1/cart/clear-cart', '', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(problem('DELETE', '/api/v1/cart/clear-cart', res)).toBeNull();
  });
});
