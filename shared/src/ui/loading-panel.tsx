/**
 * A shopper's list on its way (the wishlist, the order history, the cart): a spinner while it comes, or, when it did
 * not come, why (announced) and Retry. One look wherever a shopper waits for their things.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button, Spinner } from './primitives';

export function LoadingPanel({
  label,
  failure,
  onRetry,
}: {
  /** What the spinner says to a screen reader ('Loading your cart'). */
  label: string;
  /** Why it did not come; null while it is still on its way. */
  failure: ReactNode | null;
  onRetry: () => void;
}) {
  if (failure === null) {
    return (
      <Panel>
        <Spinner label={label} />
      </Panel>
    );
  }
  return (
    <Panel role="alert">
      <p>{failure}</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.space(4),
  minHeight: '40vh',
  color: theme.colour.inkSoft,
  textAlign: 'center',
  p: { margin: 0 },
}));
