import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { authStatusAtom, forgetHandedAnswer, handedAnswerScript, userAtom } from '@gemstore/shared';
import { aUser } from '@gemstore/shared/test-fixtures';
import {
  ANYONE,
  createPageQueryClient,
  createShopQueryClient,
  isDrawnOnServer,
  keepPreviousAnswer,
  QueryClientProvider,
  receiveHandedAnswer,
  useQuery,
  useViewer,
} from '..';
import { handOver } from '../server';

const cached = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);

describe('the page query client keys answers by viewer', () => {
  it("forgets another viewer's answers once the viewer changes, and keeps everybody's", () => {
    const store = createStore();
    store.set(authStatusAtom, 'guest');
    const client = createPageQueryClient(store);
    client.setQueryData(['guest', 'product', 7], { price: null });
    client.setQueryData([ANYONE, 'countries'], ['Singapore']);

    store.set(userAtom, aUser({ id: 'u-1' }));
    client.setQueryData(['u-1', 'orders'], ['#1001']);
    expect(cached(client)).toEqual([
      [ANYONE, 'countries'],
      ['u-1', 'orders'],
    ]);

    store.set(userAtom, aUser({ id: 'u-2' }));
    expect(cached(client)).toEqual([[ANYONE, 'countries']]);
  });

  it('files what was asked before the session was known under whoever it turns out to be', () => {
    const store = createStore();
    const client = createPageQueryClient(store);
    client.setQueryData(['pending', 'product', 7], { price: 9200 }, { updatedAt: 1234 });

    store.set(userAtom, aUser({ id: 'u-1' }));

    expect(cached(client)).toEqual([['u-1', 'product', 7]]);
    expect(client.getQueryData(['u-1', 'product', 7])).toEqual({ price: 9200 });
    expect(client.getQueryState(['u-1', 'product', 7])?.dataUpdatedAt).toBe(1234);
  });

  it('asks once for what was on its way when the session became known: the new viewer waits for that answer', async () => {
    const store = createStore();
    const client = createPageQueryClient(store);
    let answer: (value: string) => void = () => undefined;
    const ask = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    void client.prefetchQuery({ queryKey: ['pending', 'product', 7], queryFn: ask });

    // The current user answers first, as it usually does: the page now asks as a guest.
    store.set(authStatusAtom, 'guest');
    const asGuest = client.fetchQuery({ queryKey: ['guest', 'product', 7], queryFn: ask });
    answer('ruby');

    await expect(asGuest).resolves.toBe('ruby');
    expect(ask).toHaveBeenCalledTimes(1);
    // The answer filed under 'pending' went once it had come.
    await act(() => Promise.resolve());
    expect(cached(client)).toEqual([['guest', 'product', 7]]);
  });

  it('keeps the answer on screen while a new one comes, unless it was given to someone else', () => {
    const previous = (viewer: string, id = 7) => ({ queryKey: [viewer, 'product', id] });
    const keep = keepPreviousAnswer<string>('u-1');
    expect(keep('guest view', previous('guest'))).toBe('guest view');
    expect(keep('own view', previous('u-1'))).toBe('own view');
    expect(keep('first view', previous('pending'))).toBe('first view');
    expect(keep("another's view", previous('u-2'))).toBeUndefined();
    const sameProduct = keepPreviousAnswer<string>('u-1', (key) => key[2] === 7);
    expect(sameProduct('ruby', previous('u-1', 7))).toBe('ruby');
    expect(sameProduct('sapphire', previous('u-1', 8))).toBeUndefined();
  });

  it('keeps an answer still on screen until its page has moved on to the new viewer', async () => {
    const store = createStore();
    const client = createPageQueryClient(store);
    function Orders() {
      const viewer = useViewer();
      const { data } = useQuery({
        queryKey: [viewer, 'orders'],
        queryFn: () => Promise.resolve(`orders of ${viewer}`),
      });
      return <p>{data ?? 'Loading'}</p>;
    }
    store.set(userAtom, aUser({ id: 'u-1' }));
    render(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <Orders />
        </QueryClientProvider>
      </Provider>,
    );
    expect(await screen.findByText('orders of u-1')).toBeInTheDocument();

    act(() => store.set(userAtom, aUser({ id: 'u-2' })));
    expect(await screen.findByText('orders of u-2')).toBeInTheDocument();
    expect(cached(client)).toEqual([['u-2', 'orders']]);
  });

  it('asks once and does not retry by itself: the page offers its own Retry', async () => {
    const client = createShopQueryClient();
    const fetch = jest.fn().mockRejectedValue(new Error('down'));
    await expect(client.fetchQuery({ queryKey: ['guest', 'x'], queryFn: fetch })).rejects.toThrow('down');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('answers handed over with a page drawn on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    forgetHandedAnswer();
  });

  function servePage(): QueryClient {
    const server = createShopQueryClient();
    server.setQueryData(['pending', 'product', 7], { name: 'Burmese Ruby' }, { updatedAt: 0 });
    document.body.innerHTML = handedAnswerScript(handOver('catalogue', server));
    return server;
  }

  it('fill the remote that drew the page, for the viewer the page knows, stamped fresh, and mark what was drawn', () => {
    servePage();
    const client = createShopQueryClient();
    const store = createStore();
    store.set(authStatusAtom, 'guest');
    // The browser's clock as the page takes the answer over; the server stamped it at 0.
    const pageOpenedAt = new Date('2026-11-25T10:00:00+08:00').getTime();
    jest.useFakeTimers({ now: pageOpenedAt });
    try {
      receiveHandedAnswer('catalogue', client, store);
    } finally {
      jest.useRealTimers();
    }

    expect(client.getQueryData(['guest', 'product', 7])).toEqual({ name: 'Burmese Ruby' });
    // The server's clock is not the browser's: the answer is as fresh as the page.
    expect(client.getQueryState(['guest', 'product', 7])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['guest', 'product', 7])?.dataUpdatedAt).toBe(pageOpenedAt);
    expect(isDrawnOnServer(client, ['guest', 'product', 7])).toBe(true);
    expect(isDrawnOnServer(client, ['guest', 'product', 8])).toBe(false);
  });

  it('go to nobody else, and only once', () => {
    servePage();
    const other = createShopQueryClient();
    receiveHandedAnswer('checkout', other);
    expect(dehydrate(other).queries).toEqual([]);

    const first = createShopQueryClient();
    receiveHandedAnswer('catalogue', first);
    const second = createShopQueryClient();
    receiveHandedAnswer('catalogue', second);
    expect(dehydrate(second).queries).toEqual([]);
  });
});
