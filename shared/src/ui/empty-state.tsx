/**
 * A list with nothing in it yet (the wishlist, the order history, the cart): a quiet panel under the page's heading
 * that says so and leads back into the shop. One look wherever a shopper meets an empty list.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  icon,
  children,
  action,
}: {
  /** The page's own heading is above: this is the panel's (h2). */
  title: string;
  /** A line drawing above the title, aria-hidden by its caller. */
  icon?: ReactNode;
  /** A sentence or two under the title. */
  children?: ReactNode;
  /** The way on, usually a ButtonLink ('Start Shopping'). */
  action: ReactNode;
}) {
  return (
    <Panel>
      {icon}
      <h2>{title}</h2>
      {children ? <div>{children}</div> : null}
      {action}
    </Panel>
  );
}

const Panel = styled.div(({ theme }) => ({
  padding: `${theme.space(16)} ${theme.space(6)}`,
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  color: theme.colour.gold,
  textAlign: 'center',
  h2: {
    margin: `${theme.space(3)} 0 0`,
    color: theme.colour.ink,
    font: `500 1.75rem/1.2 ${theme.font.display}`,
  },
  '& > div': {
    maxWidth: '26rem',
    margin: `${theme.space(3)} auto 0`,
    color: theme.colour.inkSoft,
    font: `400 0.9375rem/1.6 ${theme.font.body}`,
  },
  '& > :last-child': { marginTop: theme.space(6) },
}));
