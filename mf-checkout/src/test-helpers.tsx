/** Who the checkout's pages are drawn for in its first-screen tests, and the page request the HTML server makes. */
import type { FirstScreenRequest, User } from '@gemstore/shared';
import { aUser } from '@gemstore/shared/test-fixtures';

/** A shopper with a complete saved address: their checkout's form is locked until 'Update Address'. */
export const ada: User = aUser({
  firstName: 'Ada',
  address: {
    line1: '1 Orchard Rd',
    line2: '#01-01',
    city: 'Singapore',
    state: 'Central',
    postal_code: '238823',
    country: 'Singapore',
  },
});

/** The HTML server's request for `url`, with the shopper's cookie (none: a visit without one). */
export const pageRequest = (url: string, cookie: string | null = 'gs_sid=live'): FirstScreenRequest => ({
  url,
  cookie,
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: '203.0.113.9',
});
