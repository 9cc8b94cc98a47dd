/**
 * Every operation of the API as its document names it (ADR 041): a unique camelCase `operationId` (what a generated
 * client calls the function), a one-line `summary`, and what its success answer is. Keyed by method and the
 * document's path (`{id}`, no trailing slash). A route added without its line here fails test/api-document.test.ts,
 * which prints the line to add.
 */
export type ApiOperation = {
  operationId: string;
  summary: string;
  /** The success answer's description (the 200 or 201). */
  returns: string;
  /** Longer words when the summary is not enough. */
  description?: string;
  /** Descriptions of this operation's own answers, by status code, where the general wording would mislead. */
  responses?: Readonly<Record<string, string>>;
};

export const apiOperations: Readonly<Record<string, ApiOperation>> = {
  'GET /api/v1/health': {
    operationId: 'getHealth',
    summary: 'Check that the API and its database answer',
    returns: 'The API is up: its database answered and it names the payment provider in use.',
  },
  'GET /api/v1/health/live': {
    operationId: 'getLiveness',
    summary: 'Check that the API process answers (liveness)',
    returns: 'The process answers. Nothing else is asked, the database included (ADR 059).',
    description:
      'For a process supervisor or orchestrator: restart the API only when this stops answering. It still answers ' +
      'while the API is closing.',
  },
  'GET /api/v1/health/ready': {
    operationId: 'getReadiness',
    summary: 'Check that the API should be sent requests (readiness)',
    returns: 'Ready: the database answers and holds every migration this server was built with.',
    description:
      'For a load balancer: send requests to this server only while it answers 200. It answers 503 from the moment ' +
      'the server is told to stop (SIGTERM), while it still finishes what it was sent (SHUTDOWN_DRAIN_SECONDS; ' +
      'ADR 059).',
    responses: {
      503:
        'Not ready, `message` says why: the server is closing, the database did not answer, or it lacks a migration ' +
        'this server needs. Send requests to another server.',
    },
  },
  'POST /api/v1/user/register': {
    operationId: 'registerAccount',
    summary: 'Register an account and e-mail a one-time code',
    returns: 'Registered: a six-digit code was e-mailed to finish signing up.',
    responses: {
      429:
        'Refused, nothing stored or sent: too many sign-ups from this address, 3 sign-ups of this e-mail already ' +
        'wait for their code, or the codes one mailbox may be sent in a day are used up, whether or not the ' +
        'address has an account (ADR 049). `retryAfter` and the Retry-After header say how many seconds to wait.',
    },
  },
  'POST /api/v1/user/login': {
    operationId: 'logIn',
    summary: 'Sign in with e-mail and password',
    returns:
      'Signed in on a trusted device (session cookie set), or a one-time code was e-mailed to finish signing in.',
    responses: {
      429:
        'Too many attempts from this address or at this account; or, for an account whose e-mail is not verified ' +
        'yet, the codes its mailbox may be sent in a day are used up (nothing sent; ADR 049). `retryAfter` and ' +
        'the Retry-After header say how many seconds to wait.',
    },
  },
  'POST /api/v1/user/verify-otp': {
    operationId: 'verifyOneTimeCode',
    summary: 'Finish signing in with the e-mailed one-time code',
    returns: 'Signed in: the session cookie is set, and the device is trusted for 30 days when asked.',
  },
  'POST /api/v1/user/resend-otp': {
    operationId: 'resendOneTimeCode',
    summary: 'E-mail a new one-time code',
    returns: 'A new code was e-mailed; `cooldownExpiry` says when another may be asked for.',
    responses: {
      429:
        'No code sent. A code was sent less than a minute ago: `cooldownExpiry` says when another may be asked ' +
        'for. Or too many requests from this address, or the codes the mailbox may be sent in a day are used up ' +
        '(ADR 049): `retryAfter` and the Retry-After header say how many seconds to wait.',
    },
  },
  'GET /api/v1/user/logout': {
    operationId: 'logOut',
    summary: 'Sign out and end the session',
    returns: 'Signed out: the session ended and its cookie was cleared.',
  },
  'GET /api/v1/user/me': {
    operationId: 'getCurrentUser',
    summary: 'Who is signed in',
    returns: 'The signed-in shopper, or `user: null` for a guest.',
  },
  'PUT /api/v1/user/update-user': {
    operationId: 'updateProfile',
    summary: 'Change the profile: name, phone and address',
    returns: 'The profile as saved.',
  },
  'PUT /api/v1/user/reset-password': {
    operationId: 'changePassword',
    summary: 'Change the password (signed in, with the current one)',
    returns: 'The password was changed.',
  },
  'POST /api/v1/user/password/forgot': {
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link',
    returns: 'Asked: if the address has an account, a link valid for 30 minutes was e-mailed to it.',
  },
  'GET /api/v1/user/password/reset/{token}': {
    operationId: 'checkPasswordResetLink',
    summary: 'Check that a password reset link is still valid',
    returns: 'The link is valid: the reset form may be shown.',
  },
  'POST /api/v1/user/password/reset/{token}': {
    operationId: 'resetPassword',
    summary: 'Set a new password through a reset link',
    returns: 'The password was set and the link is used up.',
  },
  'GET /api/v1/user/oauth/google/status': {
    operationId: 'getGoogleSignInStatus',
    summary: 'Whether Google sign-in is set up on this shop',
    returns: 'Whether the Google button should be shown.',
  },
  'GET /api/v1/user/oauth/google/start': {
    operationId: 'startGoogleSignIn',
    summary: 'Start signing in with Google',
    returns: 'A redirect to Google’s sign-in page.',
  },
  'GET /api/v1/user/oauth/google/callback': {
    operationId: 'finishGoogleSignIn',
    summary: 'Finish signing in with Google (Google redirects here)',
    returns: 'A redirect back to the shop, signed in or with the reason it failed.',
  },
  'POST /api/v1/products': {
    operationId: 'listProducts',
    summary: 'List products of a section and category, filtered, sorted and paged',
    returns:
      'One page of products and the total count. A POST only to carry the filters: it changes nothing.',
  },
  'GET /api/v1/products/getProductDetails/{id}': {
    operationId: 'getProductDetails',
    summary: 'A product’s details by id',
    returns: 'The product (its price hidden from guests where the shop says so).',
  },
  'GET /api/v1/products/productDetails/{id}': {
    operationId: 'getProductDetailsAlias',
    summary: 'A product’s details by id (the older path)',
    returns: 'The product (its price hidden from guests where the shop says so).',
  },
  'GET /api/v1/products/{type}': {
    operationId: 'findProductByName',
    summary: 'Find a product of a section by its name (a link’s slug)',
    returns: 'The product with that name.',
  },
  'GET /api/v1/wishlist': {
    operationId: 'getWishlist',
    summary: 'The signed-in shopper’s wishlist',
    returns: 'The saved products, newest first.',
  },
  'PUT /api/v1/wishlist/update-wishlist': {
    operationId: 'toggleWishlistItem',
    summary: 'Toggle a product on the wishlist (§wishlist.set-call)',
    returns: 'Saved if it was not, removed if it was; the wishlist after the change.',
  },
  'PUT /api/v1/wishlist/items/{productId}': {
    operationId: 'setWishlistItem',
    summary: 'Save a product on the wishlist or remove it',
    returns: 'The wishlist after the change; sending the same state again changes nothing.',
  },
  'GET /api/v1/cart': {
    operationId: 'getCart',
    summary: 'The signed-in shopper’s cart',
    returns: 'The cart’s lines with their products and the subtotal.',
  },
  'POST /api/v1/cart/update-cart': {
    operationId: 'addToCart',
    summary: 'Add a quantity of a product to the cart',
    returns: 'The cart after adding.',
  },
  'POST /api/v1/cart/update-cart-item': {
    operationId: 'setCartQuantity',
    summary: 'Set a cart line’s quantity',
    returns: 'The cart after the change.',
  },
  'DELETE /api/v1/cart/delete-cart': {
    operationId: 'removeFromCart',
    summary: 'Remove a product from the cart',
    returns: 'The cart without that line.',
  },
  'DELETE /api/v1/cart/clear-cart': {
    operationId: 'clearCart',
    summary: 'Empty the cart',
    returns: 'The empty cart.',
  },
  'POST /api/v1/cart/proceed-to-checkout': {
    operationId: 'priceCheckout',
    summary: 'Check the cart (or one product) and price it before paying',
    returns: 'The lines, subtotal, shipping and total, and whether the shipping address is complete.',
  },
  'POST /api/v1/stripe/update-customer': {
    operationId: 'saveCheckoutDetails',
    summary: 'Save the checkout’s name, e-mail and shipping address',
    returns: 'The details as saved for this checkout.',
  },
  'POST /api/v1/stripe/create-checkout-session-cart': {
    operationId: 'startCartCheckout',
    summary: 'Start paying for the cart',
    returns: 'The payment page to send the shopper to; the pieces are held for 31 minutes.',
  },
  'POST /api/v1/stripe/create-checkout-session': {
    operationId: 'startBuyNowCheckout',
    summary: 'Start paying for one product (Buy Now)',
    returns: 'The payment page to send the shopper to; the piece is held for 31 minutes.',
  },
  'POST /api/v1/stripe/verify-payment': {
    operationId: 'verifyPayment',
    summary: 'Confirm a payment after the payment page',
    returns: 'The order, once the payment is confirmed.',
  },
  'POST /api/v1/stripe/cancel-checkout': {
    operationId: 'cancelCheckout',
    summary: 'Give up a checkout that has not been paid',
    returns: 'The checkout was cancelled and its pieces went back on the shelf.',
  },
  'GET /api/v1/orders': {
    operationId: 'listOrders',
    summary: 'The signed-in shopper’s orders, newest first',
    returns: 'One page of orders.',
  },
  'GET /api/v1/orders/{id}': {
    operationId: 'getOrder',
    summary: 'One of the signed-in shopper’s orders',
    returns: 'The order.',
  },
  'POST /api/v1/form/appointment': {
    operationId: 'bookAppointment',
    summary: 'Book an appointment (in person or online)',
    returns: 'Booked: the shop and the shopper were e-mailed, with a calendar invitation.',
  },
  'GET /api/v1/form/appointment/slots': {
    operationId: 'listAppointmentTimes',
    summary: 'The free appointment times of a date',
    returns: 'The start times still free on that date.',
  },
  'GET /api/v1/form/appointment/cancel/{token}': {
    operationId: 'showAppointmentToCancel',
    summary: 'The appointment a cancel link (from its acknowledgement e-mail) is for',
    returns: 'The appointment in words: kind, date, time and place.',
  },
  'POST /api/v1/form/appointment/cancel/{token}': {
    operationId: 'cancelAppointment',
    summary: 'Cancel an appointment with the link from its acknowledgement e-mail (single use)',
    returns: 'Cancelled: the time is free again and the shop was e-mailed.',
  },
  'POST /api/v1/form/custom-order': {
    operationId: 'requestCustomOrder',
    summary: 'Ask for a custom piece',
    returns: 'Received: the shop was e-mailed, and the shopper got an acknowledgement.',
  },
  'POST /api/v1/form/leave-message': {
    operationId: 'leaveMessage',
    summary: 'Leave a message for the shop',
    returns: 'Received: the shop was e-mailed, and the shopper got an acknowledgement.',
  },
  'GET /api/v1/countries': {
    operationId: 'listCountries',
    summary: 'Countries with their flags and dial codes',
    returns: 'Every country, by name.',
  },
  'GET /api/v1/admin/products': {
    operationId: 'adminListProducts',
    summary: 'Staff: list products, search and filter',
    returns: 'One page of products, inactive ones included.',
  },
  'POST /api/v1/admin/products': {
    operationId: 'adminCreateProduct',
    summary: 'Staff: add a product',
    returns: 'The new product.',
  },
  'PUT /api/v1/admin/products/{id}': {
    operationId: 'adminUpdateProduct',
    summary: 'Staff: change a product, its stock or whether it is shown',
    returns: 'The product as saved.',
  },
  'GET /api/v1/admin/orders': {
    operationId: 'adminListOrders',
    summary: 'Staff: list orders',
    returns: 'One page of orders, newest first.',
  },
  'PUT /api/v1/admin/orders/{id}': {
    operationId: 'adminUpdateOrder',
    summary: 'Staff: move an order on (paid, shipped, delivered…)',
    returns: 'The order as saved.',
  },
  'GET /api/v1/admin/enquiries': {
    operationId: 'adminListEnquiries',
    summary: 'Staff: list enquiries',
    returns: 'One page of enquiries, newest first.',
  },
  'PUT /api/v1/admin/enquiries/{id}': {
    operationId: 'adminUpdateEnquiry',
    summary: 'Staff: change an enquiry’s status',
    returns: 'The enquiry as saved.',
  },
  'GET /api/v1/media/products/{id}/{file}': {
    operationId: 'getProductPicture',
    summary: 'A product’s picture, animation or lab report',
    returns:
      'The picture (immutable: cached for a year; a stored file never changes, its ETag is its content’s).',
  },
  'POST /api/v1/stripe/webhook': {
    operationId: 'receiveStripeEvent',
    summary: 'Stripe’s signed payment events',
    returns: 'The event was taken (or was not one the shop acts on).',
  },
  'GET /api/v1/payments/local/checkout/{id}': {
    operationId: 'showTestPaymentPage',
    summary: 'The built-in test provider’s payment page',
    returns: 'The payment page (HTML).',
  },
  'GET /api/v1/payments/local/checkout/{id}/pay': {
    operationId: 'redirectTestPayment',
    summary: 'Back to the test payment page (the form posts here)',
    returns: 'A redirect to the payment page.',
  },
  'POST /api/v1/payments/local/checkout/{id}/pay': {
    operationId: 'submitTestPayment',
    summary: 'Pay on the test provider’s page with a test card',
    returns: 'A page saying what happened.',
  },
  'GET /api/v1/payments/local/checkout/{id}/authenticate': {
    operationId: 'redirectTestAuthentication',
    summary: 'Back to the test payment page (the authentication step posts here)',
    returns: 'A redirect to the payment page.',
  },
  'POST /api/v1/payments/local/checkout/{id}/authenticate': {
    operationId: 'submitTestAuthentication',
    summary: 'Answer the test provider’s authentication step',
    returns: 'A page saying what happened.',
  },
};
