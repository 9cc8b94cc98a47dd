/** What a remote's server entry uses to draw a page for a shopper (ADR 018). */
import type { FirstScreenRequest } from '@gemstore/shared';
import { shopperApiClient } from '../server';

const request: FirstScreenRequest = {
  url: '/gemstones/Ruby',
  cookie: 'gs_sid=abc',
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: '203.0.113.9',
};

describe('shopperApiClient', () => {
  it('asks the API as this shopper: their cookie and address go along, to the API origin’s /api/v1', () => {
    const client = shopperApiClient(request);
    const headers = client.defaults.headers.common;

    expect(client.defaults.baseURL).toBe('http://api.test/api/v1');
    expect(headers.cookie).toBe('gs_sid=abc');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('sends no cookie and no address it was not given', () => {
    const headers = shopperApiClient({ ...request, cookie: null, clientIp: null }).defaults.headers.common;

    expect(headers.cookie).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
  });
});
