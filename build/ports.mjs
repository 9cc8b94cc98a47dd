// Where each part of the shop listens when run on one machine (npm start, npm run dev, e2e use their own). The
// remotes' ports are in the remote registry (build/remote-registry.json, read by build/remotes.mjs).
export const shellPort = 3000;
export const apiPort = 4000;
export const mailPort = { smtp: 1025, web: 1080 };
// Where a remote's standalone page (development only) reaches the local mail inbox's web API on its own origin: the
// dev server (build/webpack.mjs) and the shop's development origins (npm run dev) proxy it to the inbox, so the
// page's test shopper reads its code there (ADR 056). @gemstore/dev-harness's inbox.ts says the same.
export const DEV_INBOX_PATH = '/dev-inbox';
// Where development servers listen: this machine only (ADR 056). Nothing a developer runs is reachable from the
// network unless they open it on purpose (MAIL_INBOX_HOST for the inbox).
export const LOOPBACK = '127.0.0.1';
