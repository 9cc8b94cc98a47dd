/**
 * 'Skip to content': the first stop of the keyboard on every page, hidden until it has the focus. It moves the focus
 * to the main region itself rather than following `#main`, which would put a fragment in the shop's address.
 */
import styled from '@emotion/styled';

export function SkipLink({ target }: { target: string }) {
  return (
    <Skip
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        // Focusable by script only; focusing scrolls it into view as following the fragment would.
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      Skip to content
    </Skip>
  );
}

const Skip = styled.a(({ theme }) => ({
  position: 'fixed',
  top: theme.space(2),
  left: theme.space(2),
  // Above the fixed header and the mobile menu.
  zIndex: 2000,
  padding: `${theme.space(3)} ${theme.space(5)}`,
  background: theme.colour.ink,
  color: theme.colour.paper,
  font: `500 0.8125rem/1 ${theme.font.body}`,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  // Off screen until focused (not display: none, which would take it out of the Tab order).
  '&:not(:focus)': {
    clipPath: 'inset(50%)',
    width: 1,
    height: 1,
    padding: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
