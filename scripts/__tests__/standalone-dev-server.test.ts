/**
 * `npm run dev -w mf-<name>`'s dev server (build/webpack.mjs, ADR 056): on this machine only, with /api and the local
 * inbox proxied for the standalone page's test shopper, at the path @gemstore/dev-harness reads.
 */
import { DEV_INBOX_PATH, LOOPBACK, mailPort } from '../../build/ports.mjs';
import { standaloneDevServer } from '../../build/standalone-dev-server.mjs';
import { DEV_INBOX_PATH as HARNESS_INBOX_PATH } from '../../dev-harness/src/inbox';

const server = standaloneDevServer(3003);

it('listens on loopback only, not on every address (webpack-dev-server announced itself on the network)', () => {
  expect(LOOPBACK).toBe('127.0.0.1');
  expect(server).toMatchObject({ host: '127.0.0.1', port: 3003 });
  // Live reload still reaches the page opened at http://localhost:<port>.
  expect(server.client.webSocketURL).toBe('auto://0.0.0.0:0/ws');
});

it("proxies the local inbox where the harness reads it, for the page's own origin only", () => {
  expect(HARNESS_INBOX_PATH).toBe(DEV_INBOX_PATH);
  const inbox = server.proxy.find((proxy) => proxy.context.includes(DEV_INBOX_PATH));
  expect(inbox).toMatchObject({
    target: `http://127.0.0.1:${mailPort.web}`,
    pathRewrite: { '^/dev-inbox': '' },
  });
  const answer = {
    headers: {
      'access-control-allow-origin': 'http://evil.example',
      'access-control-allow-credentials': 'true',
      'content-type': 'application/json',
    } as Record<string, string | string[] | undefined>,
  };
  inbox?.onProxyRes?.(answer);
  expect(answer.headers).toEqual({ 'content-type': 'application/json' });
  expect(server.headers({ url: '/dev-inbox/api/email' })).toEqual({});
  expect(server.headers({ url: '/mf-manifest.json' })).toEqual({ 'Access-Control-Allow-Origin': '*' });
});

it('proxies /api to the API', () => {
  expect(server.proxy.find((proxy) => proxy.context.includes('/api'))?.target).toBe('http://localhost:4000');
});
