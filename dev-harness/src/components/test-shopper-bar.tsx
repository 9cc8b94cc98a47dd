/**
 * The strip above a remote on its standalone page (ADR 056): which remote this is, links to its pages, who is signed
 * in, and 'Sign in as a test shopper' (or Sign out) on every page, so a team sees its pages as a guest and as a
 * shopper without the shop around them.
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import {
  authStatusAtom,
  categoriesBySection,
  isRemoteName,
  isSection,
  Link,
  matchRoute,
  pathsOwnedBy,
  useLocation,
  userAtom,
} from '@gemstore/shared';
import type { StandaloneToolProps } from '@gemstore/shared/standalone';
import { useTestShopper } from '../use-test-shopper';

/**
 * A page of the remote to link to: its path, with a listing's category filled in (the first after Featured, whose
 * pieces are priced); a path with another parameter (an order's id, a token) is left out.
 */
export function samplePath(path: string): string | null {
  const parts = path.split('/');
  const filled = parts.map((part, index) => {
    if (!part.startsWith(':')) return part;
    const section = parts[index - 1] ?? '';
    if (part !== ':category' || !isSection(section)) return null;
    const categories = categoriesBySection[section];
    return categories[1] ?? categories[0] ?? null;
  });
  return filled.includes(null) ? null : filled.join('/');
}

export function TestShopperBar({ remote, refresh }: StandaloneToolProps) {
  const user = useAtomValue(userAtom);
  const status = useAtomValue(authStatusAtom);
  const { state, signIn, signOut } = useTestShopper(refresh);
  const { pathname } = useLocation();
  const pages = (isRemoteName(remote) ? pathsOwnedBy(remote) : [])
    .map(samplePath)
    .filter((path): path is string => path !== null);
  // The page the dev server's banner names is the origin's root, which no remote owns: say where its pages are.
  const elsewhere = matchRoute(pathname)?.route.owner !== remote;
  return (
    <Strip aria-label="Standalone page tools">
      <Row>
        <Name>
          <Badge>Dev</Badge> {remote} alone
        </Name>
        {pages.length > 0 && (
          <Pages aria-label={`Pages of ${remote}`}>
            {pages.map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </Pages>
        )}
        <Who>
          {user ? (
            <>
              <span>
                Signed in as {user.firstName} {user.lastName} ({user.email})
              </span>
              <BarButton type="button" disabled={state.kind === 'working'} onClick={() => void signOut()}>
                Sign out
              </BarButton>
            </>
          ) : (
            <>
              <span>{status === 'checking' ? 'Checking the session…' : 'Browsing as a guest'}</span>
              <BarButton type="button" disabled={state.kind === 'working'} onClick={() => void signIn()}>
                Sign in as a test shopper
              </BarButton>
            </>
          )}
        </Who>
      </Row>
      {elsewhere && (
        <Line>
          {remote} draws nothing at {pathname}: open one of its pages{pages.length > 0 ? ' above' : ''}.
        </Line>
      )}
      {state.kind === 'working' && <Line role="status">{state.words}</Line>}
      {state.kind === 'failed' && <Line role="alert">{state.message}</Line>}
    </Strip>
  );
}

const Strip = styled.aside(({ theme }) => ({
  padding: `${theme.space(2)} ${theme.space(4)}`,
  background: theme.colour.ink,
  color: theme.colour.ivory,
  font: `400 0.8125rem/1.5 ${theme.font.body}`,
  a: { color: theme.colour.ivory },
  'a:focus-visible, button:focus-visible': {
    outline: `2px solid ${theme.colour.gold}`,
    outlineOffset: '2px',
  },
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space(2)} ${theme.space(5)}`,
}));

const Name = styled.span({ fontWeight: 500 });

const Badge = styled.span(({ theme }) => ({
  padding: `0 ${theme.space(1.5)}`,
  border: `1px solid ${theme.colour.gold}`,
  color: theme.colour.gold,
  fontSize: '0.6875rem',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
}));

const Pages = styled.nav(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }));

const Who = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  marginLeft: 'auto',
}));

const BarButton = styled.button(({ theme }) => ({
  minHeight: '2rem',
  padding: `0 ${theme.space(3)}`,
  border: `1px solid ${theme.colour.ivory}`,
  borderRadius: theme.radius.small,
  background: 'transparent',
  color: theme.colour.ivory,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: theme.colour.ivory, color: theme.colour.ink },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
}));

const Line = styled.p(({ theme }) => ({ margin: `${theme.space(1)} 0 0`, color: theme.colour.line }));
