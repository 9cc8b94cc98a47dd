/**
 * What a browser tells the API about a request the shop's own page sends: its fetch metadata. The API refuses a
 * POST, PUT or DELETE that says neither which Origin sent it nor that it came from the same site (ADR 032), and
 * Playwright's request contexts send neither. These journeys call the API as the shop's page would, so every state
 * change they send carries this. (Playwright's `extraHTTPHeaders` would add it to the page's own navigations and
 * script loads too, which a browser never does.)
 */
export const fromTheShop = { 'sec-fetch-site': 'same-origin' } as const;
