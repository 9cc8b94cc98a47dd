/** What the composer (the thread that serves the shop) and its drawing worker say to each other. */
import type { ShellRemotes } from './manifest';

/** A page to draw: the shopper's request, as the shell's origin received it. */
export type PageRequest = {
  url: string;
  cookie: string | null;
  clientIp: string | null;
  /** The shell origin's own address (relative addresses in remotes.json), never the request's Host header. */
  shopOrigin: string;
};

export type WorkerSettings = {
  /** The shell's dist folder (index.html, server/render-page.cjs). */
  shellDir: string;
  /** Where the remotes' server entries call the API. */
  apiOrigin: string;
  /** Sent when fetching a remote's server code, which shop-server serves to no one else (ADR 033). */
  serverCodeKey: string | null;
};

export type WorkerTask =
  /** The page with its first screen, or null when no remote draws it. */
  | { kind: 'draw'; page: PageRequest; remotes: ShellRemotes }
  /** Loads the shell's server entry and every listed remote's ahead of the first page. */
  | { kind: 'warm'; shopOrigin: string; remotes: ShellRemotes }
  /** Answered at once: the worker's thread is not stuck. */
  | { kind: 'ping' };

export type ToWorker = { id: number; task: WorkerTask };

export type FromWorker =
  { id: number; ok: true; html: string | null } | { id: number; ok: false; error: string };
