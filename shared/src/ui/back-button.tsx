/**
 * Back (§legal.pages, §product.page): back through the shop's own history when the shopper came from another
 * page of it; a shopper who landed here (a shared link, a new tab) goes to `fallback` instead of leaving the shop.
 * The router numbers its history entries (`idx`), 0 on the page a visit began on; every router on the page (the
 * shell's and each remote's) writes the same numbering, so this works wherever the button is.
 */
import styled from '@emotion/styled';
import { useLocation, useNavigate } from '../router';

export function hasShopHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  // A memory router (tests, a standalone remote) keeps no window history; its own first entry has the key 'default'.
  const { key } = useLocation();
  return (
    <Back
      type="button"
      onClick={() => {
        if (hasShopHistory() || key !== 'default') void navigate(-1);
        else void navigate(fallback);
      }}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="10" viewBox="0 0 18 10">
        <path d="M5 1 1 5l4 4M1 5h16" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      Back
    </Back>
  );
}

const Back = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colour.inkSoft,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  cursor: 'pointer',
  transition: 'color 0.2s',
  svg: { transition: 'transform 0.2s' },
  '&:hover': { color: theme.colour.ink },
  '&:hover svg': { transform: 'translateX(-3px)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '4px' },
  '@media (prefers-reduced-motion: reduce)': { '&:hover svg': { transform: 'none' } },
}));
