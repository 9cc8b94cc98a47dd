import styled from '@emotion/styled';
import { useLocation, useNavigate } from '@gemstore/shared';

/**
 * SPEC §2: every legal page has a Back control. It goes back in the shop's history; a shopper who landed here
 * directly (a shared link, a new tab) has nothing in the shop to go back to, so they go to the home page instead of
 * leaving the site. The router marks the entry a visit started on with the key 'default'.
 */
export function BackControl() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasShopHistory = location.key !== 'default';

  return (
    <BackButton
      type="button"
      onClick={() => {
        if (hasShopHistory) void navigate(-1);
        else void navigate('/');
      }}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="10" viewBox="0 0 18 10">
        <path d="M5 1 1 5l4 4M1 5h16" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      Back
    </BackButton>
  );
}

const BackButton = styled.button(({ theme }) => ({
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
