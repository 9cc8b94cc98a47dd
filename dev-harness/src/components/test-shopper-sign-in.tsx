/**
 * A customer page's way to sign in on a standalone page (§routes.guest-notice): 'Sign in as a test shopper', under
 * the page's notice, with what it is doing and, when it cannot, why.
 */
import styled from '@emotion/styled';
import { Button } from '@gemstore/shared';
import type { StandaloneToolProps } from '@gemstore/shared/standalone';
import { TEST_SHOPPER } from '../test-shopper';
import { useTestShopper } from '../use-test-shopper';

export function TestShopperSignIn({ refresh }: StandaloneToolProps) {
  const { state, signIn } = useTestShopper(refresh);
  return (
    <Offer>
      <Button type="button" busy={state.kind === 'working'} onClick={() => void signIn()}>
        Sign in as a test shopper
      </Button>
      <Note>
        Development only: {TEST_SHOPPER.email}, made on first use, its code read from the local mail inbox.
      </Note>
      {state.kind === 'working' && <Note role="status">{state.words}</Note>}
      {state.kind === 'failed' && <Failure role="alert">{state.message}</Failure>}
    </Offer>
  );
}

const Offer = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(3),
  maxWidth: '30rem',
}));

const Note = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.muted,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

const Failure = styled(Note)(({ theme }) => ({ color: theme.colour.danger }));
