/**
 * A quiet, centred page for a single message and one way on: under construction, not found, something went
 * wrong. One layout for the shell and the remotes so every such moment looks like the same shop.
 */
import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from '../router';

export function NoticePage({
  eyebrow,
  title,
  lead,
  children,
  action,
  role,
}: {
  /** A short word above the title, in small capitals. */
  eyebrow: string;
  title: string;
  lead: React.ReactNode;
  /** Anything between the lead and the action (a note, details). */
  children?: React.ReactNode;
  /** The way on, usually a NoticeLink. */
  action: React.ReactNode;
  role?: 'alert';
}) {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId} role={role}>
      <Gem />
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title id={titleId}>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
      <Action>{action}</Action>
    </Page>
  );
}

/** A faceted stone drawn in one gold line: the page's only ornament. */
function Gem() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="56"
      height="48"
      viewBox="0 0 56 48"
      css={{ margin: '0 auto' }}
    >
      <g fill="none" stroke="currentColor" strokeWidth="1" strokeLinejoin="round">
        <path d="M14 2h28l12 14L28 46 2 16z" />
        <path d="M2 16h52M14 2l6 14 8-14 8 14 6-14M20 16l8 30 8-30" />
      </g>
    </svg>
  );
}

const Page = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${theme.space(20)} ${theme.space(6)}`,
  textAlign: 'center',
  color: theme.colour.gold,
  [theme.media.large]: { padding: `${theme.space(32)} ${theme.space(10)}` },
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: `${theme.space(8)} 0 ${theme.space(4)}`,
  color: theme.colour.goldDeep,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  color: theme.colour.ink,
  font: `500 clamp(2.5rem, 1.7rem + 3vw, 4.25rem)/1.04 ${theme.font.display}`,
}));

// A div, so a page can put a heading of its own in the lead (the error page's message).
const Lead = styled.div(({ theme }) => ({
  maxWidth: '34rem',
  margin: `${theme.space(6)} 0 0`,
  color: theme.colour.inkSoft,
  font: `400 1.0625rem/1.7 ${theme.font.body}`,
  [theme.media.large]: { fontSize: '1.1875rem' },
}));

const Action = styled.div(({ theme }) => ({ marginTop: theme.space(10) }));

/** The page's way on: an outlined, small-capitals link that fills with ink on hover. */
const actionStyle = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${theme.space(7)}`,
  border: `1px solid ${theme.colour.ink}`,
  color: theme.colour.ink,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  transition: 'background 0.2s, color 0.2s',
  '&:hover': { background: theme.colour.ink, color: theme.colour.ivory },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '3px' },
});

export const NoticeLink = styled(Link)(actionStyle);

/** The same look as a plain anchor: a full page load, for when the app itself is what failed. */
export const NoticeAnchor = styled.a(actionStyle);
