/**
 * 'Order Summary' (§checkout.summary, §shipping.flat-fee-abroad, §shipping.delivery-words): the lines,
 * subtotal, shipping and total exactly as the server priced them for the country the form names, and the pay
 * button ('Processing...' while it works). While the check is on its way a spinner; a refusal (a piece sold
 * meanwhile, an empty cart) says why and leads back to the cart.
 */
import styled from '@emotion/styled';
import { Lock } from 'lucide-react';
import { Button, ButtonLink, deliveryWords, formatPrice, LoadingPanel, toApiError } from '@gemstore/shared';
import { SummaryLine, SummaryPanel } from '../../../components/summary-panel';
import type { useOrderCheck } from '../api/check-order';
import type { CheckoutOrder } from '../lib/checkout-order';
import { checkoutMessages } from '../lib/checkout-text';

type OrderSummaryProps = {
  order: CheckoutOrder;
  check: ReturnType<typeof useOrderCheck>;
  /** The form names a country: until it does, Buy Now's shipping (free in Singapore, $50 abroad) is not known. */
  countryChosen: boolean;
  paying: boolean;
  onPay: () => void;
};

export function OrderSummary({ order, check, countryChosen, paying, onPay }: OrderSummaryProps) {
  const titleId = 'order-summary';
  const summary = check.data?.summary;
  // The server prices a Buy Now with no country as abroad; the summary does not charge a shopper $50 for a country they
  // have not chosen yet (paying needs one: the form requires it). A cart checkout ships free everywhere (ADR 042).
  const shippingKnown = countryChosen || order.page === 'cart';
  const total = summary ? (shippingKnown ? summary.total : summary.subtotal) : 0;
  return (
    <SummaryPanel aria-labelledby={titleId} aria-busy={check.isFetching}>
      <h2 id={titleId}>Order Summary</h2>
      {summary ? (
        <>
          <ul>
            {summary.items.map((line) => (
              <SummaryLine
                key={line.productId}
                line={line}
                amount={(line.unitPriceCents * line.quantity) / 100}
              />
            ))}
          </ul>
          <Figures>
            <dt>Subtotal</dt>
            <dd>{formatPrice(summary.subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>
              {!shippingKnown
                ? 'Choose a country'
                : summary.shipping === 0
                  ? 'Free'
                  : formatPrice(summary.shipping)}
            </dd>
            <Total>Total</Total>
            <Total as="dd">{formatPrice(total)}</Total>
          </Figures>
          {/* One story with the product page and the cart (ADR 042): only Buy Now adds shipping abroad. */}
          <Note>{order.page === 'product' ? deliveryWords.buyNow : deliveryWords.cartOrder}</Note>
          <Button type="button" onClick={onPay} aria-disabled={paying || undefined} aria-busy={paying}>
            <Lock aria-hidden="true" size={16} /> {paying ? 'Processing...' : `Pay ${formatPrice(total)}`}
          </Button>
          <Note>You pay on our payment provider&apos;s secure page; your card details never reach us.</Note>
        </>
      ) : check.error ? (
        <Refusal role="alert">
          <p>{toApiError(check.error, checkoutMessages.checkFailed).message}</p>
          {toApiError(check.error).status === null ? (
            <Button type="button" onClick={() => void check.refetch()}>
              Retry
            </Button>
          ) : (
            <ButtonLink to="/cart">Back to your cart</ButtonLink>
          )}
        </Refusal>
      ) : (
        <LoadingPanel label="Pricing your order" failure={null} onRetry={() => void check.refetch()} />
      )}
    </SummaryPanel>
  );
}

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space(2),
  margin: 0,
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colour.line}`,
  fontSize: '0.9375rem',
  dd: { margin: 0, textAlign: 'right' },
}));

const Total = styled.dt(({ theme }) => ({
  paddingTop: theme.space(2),
  color: theme.colour.ink,
  font: `600 1.0625rem/1 ${theme.font.body}`,
}));

const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colour.muted, fontSize: '0.8125rem' }));

const Refusal = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space(4),
  p: { margin: 0, color: theme.colour.ink },
}));
