/**
 * A product reached through an old or hand-typed slug (a renamed piece, a missing cut) moves to its canonical link,
 * replacing the history entry so Back does not return to the stale address. The id at the end of the slug is what
 * found the product, so the page does not load it again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@gemstore/shared';

export function useCanonicalLink(link: string | null) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (link === null || samePath(pathname, link)) return;
    void navigate(`${link}${search}${hash}`, { replace: true });
  }, [link, pathname, search, hash, navigate]);
}

/** The browser keeps non-ASCII letters percent-encoded in the path; the server's link has them as letters. */
function samePath(pathname: string, link: string): boolean {
  try {
    return decodeURI(pathname) === link;
  } catch {
    return pathname === link;
  }
}
