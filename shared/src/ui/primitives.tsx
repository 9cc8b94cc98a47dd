/** The few primitives every part shares, styled from the theme. Screens build the rest. */
import styled from '@emotion/styled';
import { keyframes, type CSSObject, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link } from '../router';

type ButtonVariant = { variant?: 'primary' | 'secondary' };

/** The shop's button: ink (primary) or outlined paper (secondary), small capitals. */
const buttonStyle = ({ theme, variant = 'primary' }: ButtonVariant & { theme: Theme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minHeight: '2.75rem',
  padding: `0 ${theme.space(6)}`,
  border: `1px solid ${variant === 'primary' ? theme.colour.ink : theme.colour.line}`,
  borderRadius: theme.radius.small,
  background: variant === 'primary' ? theme.colour.ink : theme.colour.paper,
  color: variant === 'primary' ? theme.colour.paper : theme.colour.ink,
  font: `500 0.8125rem/1 ${theme.font.body}`,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.2s, color 0.2s, border-color 0.2s',
  '&:hover:not(:disabled):not([aria-disabled="true"])': {
    background: variant === 'primary' ? theme.colour.goldDeep : theme.colour.ivory,
    borderColor: variant === 'primary' ? theme.colour.goldDeep : theme.colour.ink,
  },
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});

const ButtonFrame = styled.button<ButtonVariant>(buttonStyle);

export type ButtonProps = ComponentPropsWithRef<typeof ButtonFrame> & {
  /**
   * The button's work is on its way (a form being sent): it says so (`aria-busy`, `aria-disabled`) and ignores
   * presses, Enter in a field included, but stays focusable. A `disabled` button would drop the keyboard's focus to
   * the page's start the moment it is pressed, and leave it there when the server says no.
   */
  busy?: boolean;
};

/** The shop's button: ink (primary) or outlined paper (secondary), small capitals. */
export function Button({ busy = false, onClick, ...props }: ButtonProps) {
  // A caller's own aria-disabled (a sold-out piece) still hears the press, to say why it cannot be done.
  return (
    <ButtonFrame
      {...props}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      aria-busy={busy || props['aria-busy'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A submit button's press (or a field's Enter, which presses it) sends nothing while busy.
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

/**
 * A 44 px square that centres an icon (a heart, a stepper's minus, a gallery arrow, Close): the smallest target a
 * finger hits reliably. Each button adds its own surface (border, background, hover).
 */
export const iconTarget = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  color: theme.colour.ink,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});

/**
 * A round icon button (Close, zoom, a menu): the icon target with a light surface on hover. aria-disabled rather than
 * disabled keeps it focusable inside a dialog.
 */
export const IconButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: '1px solid transparent',
  borderRadius: theme.radius.round,
  background: 'none',
  transition: 'background 0.2s, border-color 0.2s',
  '&:hover:not([aria-disabled="true"])': { background: theme.colour.paper, borderColor: theme.colour.line },
  '&[aria-disabled="true"]': { color: theme.colour.muted, opacity: 0.45, cursor: 'not-allowed' },
}));

/** A link to another site or a server page (a full page load) that looks like a button ('Login with Google'). */
export const ButtonAnchor = styled.a<ButtonVariant>(buttonStyle);

/** A link that looks like the button it leads from ('View cart'). */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<ButtonVariant>(
  buttonStyle,
);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled.span(({ theme }) => ({
  display: 'inline-block',
  width: '2rem',
  height: '2rem',
  border: `2px solid ${theme.colour.line}`,
  borderTopColor: theme.colour.gold,
  borderRadius: theme.radius.round,
  animation: `${spin} 0.9s linear infinite`,
}));

/** A loading indicator with a name screen readers announce. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-live="polite" css={{ display: 'inline-flex', alignItems: 'center' }}>
      <Ring aria-hidden="true" />
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </span>
  );
}

export const PageContainer = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${theme.space(10)} ${theme.space(5)}`,
  [theme.media.large]: { padding: `${theme.space(16)} ${theme.space(10)}` },
}));

export const PageHeading = styled.h1(({ theme }) => ({
  margin: `0 0 ${theme.space(6)}`,
  font: `500 clamp(1.75rem, 1.2rem + 2vw, 2.75rem)/1.15 ${theme.font.display}`,
  color: theme.colour.ink,
  letterSpacing: '0.01em',
}));
