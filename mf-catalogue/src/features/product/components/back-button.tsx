/**
 * The product page's Back (SPEC §2): back through the shop's own history when the shopper came from another page
 * of it; a shopper who landed here (a shared link, a new tab) goes to the product's listing instead of leaving the
 * shop. The router numbers its history entries (`idx`), starting at 0 on the page a visit began on.
 */
import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from '@gemstore/shared';

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
  return (
    <Back
      type="button"
      onClick={() => {
        if (hasShopHistory()) void navigate(-1);
        else void navigate(fallback);
      }}
    >
      <ArrowLeft aria-hidden="true" size={18} strokeWidth={1.25} />
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
