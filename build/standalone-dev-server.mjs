// The dev server of a remote's standalone page (ADR 056), the `devServer` of build/webpack.mjs's remoteConfig.
import { apiPort, DEV_INBOX_PATH, LOOPBACK, mailPort } from './ports.mjs';

/**
 * @typedef {{ url?: string }} DevRequest
 * @typedef {{ headers: Record<string, string | string[] | undefined> }} ProxiedAnswer
 * @typedef {{
 *   context: string[],
 *   target: string,
 *   pathRewrite?: Record<string, string>,
 *   onProxyRes?: (answer: ProxiedAnswer) => void,
 * }} DevProxy
 */

/**
 * `npm run dev -w mf-<name>` (scripts/dev-remote.mjs): the remote's standalone page on its registry port, on this
 * machine only (webpack-dev-server's default is every address, announced "On Your Network"), with /api proxied to the
 * API and DEV_INBOX_PATH to the local mail inbox, where the test shopper's code is read (ADR 056).
 * @param {number} port
 */
export function standaloneDevServer(port) {
  /** @type {DevProxy[]} */
  const proxy = [
    { context: ['/api'], target: `http://localhost:${apiPort}` },
    {
      context: [DEV_INBOX_PATH],
      target: `http://${LOOPBACK}:${mailPort.web}`,
      pathRewrite: { [`^${DEV_INBOX_PATH}`]: '' },
      // maildev lets every origin read it; through this page's origin, only this page may.
      onProxyRes: (answer) => {
        answer.headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([header]) => !header.startsWith('access-control-')),
        );
      },
    },
  ];
  return {
    host: LOOPBACK,
    port,
    // With HMR the manifest lists hot-update files and the next page load fails; reload instead.
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // The remote's files for a shop elsewhere on this machine (remoteEntry.js, mf-manifest.json); not the inbox,
    // which no other page may read.
    /** @param {DevRequest} request @returns {Record<string, string>} */
    headers: (request) =>
      request.url?.startsWith(DEV_INBOX_PATH) ? {} : { 'Access-Control-Allow-Origin': '*' },
    proxy,
    client: {
      overlay: { warnings: false },
      // The reload socket to wherever the page was opened (http://localhost:3003): from the listening address
      // (127.0.0.1) it would not be the page's origin, and the server refuses it ("Invalid Host/Origin header").
      webSocketURL: 'auto://0.0.0.0:0/ws',
    },
  };
}
