/**
 * Where the shop's API answers: on the page's own origin (the shell proxies it to the server). React- and
 * axios-free, so a remote's opening script (ADR 018) can call the API without bringing the client along.
 */
export const API_BASE = '/api/v1';
