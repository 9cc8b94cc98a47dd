/**
 * Where the catalogue's opening script (src/opening.ts, ADR 018) and the catalogue's own code meet. They are separate
 * scripts: the opening script is run by the shell's head script as soon as the catalogue's manifest names it, while
 * main.js is still downloading; the catalogue's code needs main.js and arrives about a second later on a slow phone.
 * The script leaves each call it starts under the call's key; the code takes it once instead of asking again.
 *
 * React- and axios-free: it is part of the opening script, which must stay a few kilobytes.
 */
import { API_BASE } from '@gemstore/shared/api-base';

/** The global both scripts use: the one thing two separately built scripts on a page can share. */
export const OPENING_GLOBAL = '__gemstoreCatalogueOpening';

type Opening = {
  /** Set when the catalogue's code has looked: from then on it asks for itself, and a late script starts nothing. */
  closed: boolean;
  answers: Map<string, Promise<unknown>>;
};

function opening(): Opening {
  const scope = globalThis as { [OPENING_GLOBAL]?: Opening };
  scope[OPENING_GLOBAL] ??= { closed: false, answers: new Map() };
  return scope[OPENING_GLOBAL];
}

/**
 * For the opening script: calls the API (the path below API_BASE) unless the catalogue's code has already asked for
 * itself, and leaves the answer under `key`. Any failure — no connection, an error status, a body that is not JSON
 * — answers null: the code then asks through the shop's API client, which reports failures in the shop's words.
 */
export function startEarly(key: string, path: string, init: RequestInit = {}): Promise<unknown> | null {
  const state = opening();
  if (state.closed) return null;
  const answer = fetch(`${API_BASE}${path}`, {
    ...init,
    // As the API client: the shopper's session cookie decides which prices the answer shows (SPEC §6).
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  state.answers.set(key, answer);
  return answer;
}

/**
 * For the catalogue's code: the opening script's answer for `key`, taken once (a retry asks the server), or null
 * when it started none. Either way the script is told to start nothing more.
 */
export function takeEarly(key: string): Promise<unknown> | null {
  const state = opening();
  state.closed = true;
  const answer = state.answers.get(key) ?? null;
  state.answers.delete(key);
  return answer;
}
