/** The home page's way back up (§home.scroll-to-top): shown once the page has scrolled more than 200 px. */
import { useEffect, useState } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

export const SCROLL_TO_TOP_AFTER = 200;

const pastThreshold = () => window.scrollY > SCROLL_TO_TOP_AFTER;

export function ScrollToTop({ onArrive }: { onArrive?: () => void }) {
  // Hidden until the effect has looked: the page may be drawn on the server, which has no window (ADR 058).
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(pastThreshold());
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
        // The button disappears at the top; a keyboard user's focus goes to the top of the page with it.
        onArrive?.();
      }}
    >
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M9 15V3M3.5 8.5 9 3l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </Button>
  );
}

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const Button = styled.button(({ theme }) => ({
  position: 'fixed',
  right: theme.space(5),
  bottom: theme.space(5),
  zIndex: 30,
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  padding: 0,
  border: `1px solid ${theme.colour.ink}`,
  borderRadius: theme.radius.round,
  background: theme.colour.ink,
  color: theme.colour.ivory,
  boxShadow: theme.shadow.soft,
  cursor: 'pointer',
  animation: `${appear} 0.3s ease-out`,
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover': { background: theme.colour.goldDeep, borderColor: theme.colour.goldDeep },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '3px' },
  [theme.media.large]: { right: theme.space(8), bottom: theme.space(8) },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
