/**
 * /checkout/{page}/{productIds} (§checkout.page, §checkout.route): Back, 'Checkout', the shipping form on the
 * left and the order summary with the pay button on the right (one above the other on a phone). An address
 * that names no order is the shop's not-found page. Customer-only (the shell's guard): the user is known
 * here.
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import {
  BackButton,
  NoticeLink,
  NoticePage,
  PageContainer,
  PageHeading,
  useParams,
  userAtom,
  type User,
} from '@gemstore/shared';
import { QueryClientProvider, receiveHandedAnswer, type QueryClient } from '@gemstore/shared/data';
import { checkoutQueries } from '../lib/query-client';
import {
  checkoutOrderOf,
  OrderSummary,
  ShippingForm,
  useCheckout,
  type CheckoutOrder,
} from '../features/checkout';

export function CheckoutPage() {
  return <CheckoutPageFrom queries={checkoutQueries} />;
}

/**
 * A checkout drawn on the server (first-screen.tsx, ADR 067): its priced order, handed over with the page, goes into
 * the page's client before the first render, which then draws what the server drew and does not ask again.
 */
export function receiveDrawnCheckout(): void {
  receiveHandedAnswer('checkout', checkoutQueries);
}

/** The page, answering from `queries`: the page's own client in the browser, one for this page on the server. */
export function CheckoutPageFrom({ queries }: { queries: QueryClient }) {
  const { page, productIds } = useParams();
  const user = useAtomValue(userAtom);
  const order = checkoutOrderOf(page, productIds);
  if (!order) {
    return (
      <NoticePage
        eyebrow="404"
        title="Checkout not found"
        lead="This checkout address does not name a piece or a cart."
        action={<NoticeLink to="/cart">Back to your cart</NoticeLink>}
      />
    );
  }
  if (!user) return null;
  // One form per shopper and order: a sign-in as someone else, or another order, starts afresh.
  return (
    <QueryClientProvider client={queries}>
      <Checkout key={`${user.id}:${productIds ?? ''}`} order={order} user={user} />
    </QueryClientProvider>
  );
}

function Checkout({ order, user }: { order: CheckoutOrder; user: User }) {
  const { shipping, check, pay } = useCheckout(order, user);
  return (
    <PageContainer>
      <BackButton fallback="/cart" />
      <PageHeading>Checkout</PageHeading>
      <Columns>
        <ShippingForm shipping={shipping} heldCountry={user.address.country} />
        <OrderSummary
          order={order}
          check={check}
          countryChosen={Boolean(shipping.values.country?.trim())}
          paying={pay.paying}
          onPay={() => void pay.payPressed()}
        />
      </Columns>
    </PageContainer>
  );
}

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(10),
  [theme.media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' },
}));
