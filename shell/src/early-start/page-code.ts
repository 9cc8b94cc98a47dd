/**
 * The shell's own page chunks a page needs from its start (ADR 057): the home page's code, a chunk of its own so that
 * no other page downloads it. index.html names its files (build/webpack.mjs `pageCode`) in a JSON script element, as
 * the build made them; the head script preloads them on the home page, beside main.js instead of after it.
 */
import type { RouteMatch } from '@gemstore/shared/routes';

export const PAGE_CODE_ELEMENT_ID = 'gemstore-page-code';

/** The chunks, by name, as index.html names them. */
export type PageCode = { 'home-page'?: string[] };

/** What index.html says, or nothing when it says nothing readable (a test page, an older index). */
export function readPageCode(doc: Document): PageCode {
  const text = doc.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const code: unknown = JSON.parse(text);
    return typeof code === 'object' && code !== null ? (code as PageCode) : {};
  } catch {
    return {};
  }
}

/** The files the page at `opening` needs from the shell besides main.js. */
export function pageCodeFor(opening: RouteMatch | null, code: PageCode): string[] {
  return opening?.name === 'home' ? (code['home-page'] ?? []) : [];
}
