/**
 * Quantity and buy controls (§product.stock, §product.add-to-cart, §product.buy-now): a stepper from 1 to the stock, Add to Cart
 * and Buy Now. Nothing in stock disables all of them and says 'Out of stock'; a single piece disables the stepper.
 * Featured pieces have no price to buy at: 'Enquire for Price' takes the shopper to the custom-order form instead.
 * Adding, its messages and its confirmation are the cart's owner's (the checkout remote, ADR 052); while it cannot be
 * loaded, the panel says the cart is unavailable and offers Retry. The rest of the page works on.
 */
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Button, CART_UNAVAILABLE, type Product } from '@gemstore/shared';
import { priceDisplay } from '../../price';
import { useEnquireForPrice, useShoppingActions } from '../../shopping';
import { QuantityStepper } from './quantity-stepper';

export function PurchasePanel({ product }: { product: Product }) {
  const { addToCart, prepareCart, cartUnavailable, buyNow } = useShoppingActions();
  const enquireForPrice = useEnquireForPrice();
  const [wanted, setWanted] = useState(1);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  if (priceDisplay(product).kind === 'enquire') {
    return (
      <Panel>
        <Note>
          The price of this piece is given on request. Tell us a little about what you are looking for and we
          will reply with its price and details.
        </Note>
        <Button type="button" onClick={() => enquireForPrice(product)}>
          Enquire for Price
        </Button>
      </Panel>
    );
  }

  const stock = Math.max(0, product.countInStock);
  const soldOut = stock === 0;
  // The stock may have fallen since the shopper chose (the page is asked again on sign-in).
  const quantity = soldOut ? 0 : Math.min(Math.max(wanted, 1), stock);

  /** `again`: Retry after the cart could not be loaded, which loads it afresh and adds what the shopper asked for. */
  const add = async (again = false) => {
    if (adding) return;
    setAdding(true);
    await addToCart({ piece: product, quantity, from: 'product-page', returnFocusTo: addButton }, again);
    setAdding(false);
  };

  return (
    <Panel>
      <Stock data-sold-out={soldOut}>{stockNote(stock)}</Stock>
      <QuantityStepper value={quantity} max={stock} disabled={soldOut} onChange={setWanted} />
      <Buttons>
        <Button
          ref={addButton}
          type="button"
          variant="secondary"
          disabled={soldOut}
          // Not disabled while the cart answers: the focus stays on the button it came from.
          aria-disabled={adding || undefined}
          aria-busy={adding || undefined}
          onPointerEnter={prepareCart}
          onPointerDown={prepareCart}
          onFocus={prepareCart}
          onClick={() => void add()}
        >
          Add to Cart
        </Button>
        <Button type="button" disabled={soldOut} onClick={() => buyNow(product.id, quantity)}>
          Buy Now
        </Button>
      </Buttons>
      {cartUnavailable ? (
        <Unavailable role="alert">
          {CART_UNAVAILABLE}
          <Button
            type="button"
            variant="secondary"
            aria-busy={adding || undefined}
            onClick={() => void add(true)}
          >
            Retry
          </Button>
        </Unavailable>
      ) : null}
    </Panel>
  );
}

function stockNote(stock: number): string {
  if (stock === 0) return 'Out of stock';
  if (stock === 1) return 'Only one in stock';
  return `${stock} in stock`;
}

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  padding: `${theme.space(6)} 0`,
  borderTop: `1px solid ${theme.colour.line}`,
  borderBottom: `1px solid ${theme.colour.line}`,
}));

const Stock = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  margin: 0,
  color: theme.colour.success,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  '&::before': {
    content: '""',
    width: '6px',
    height: '6px',
    borderRadius: theme.radius.round,
    background: 'currentColor',
  },
  '&[data-sold-out="true"]': { color: theme.colour.danger },
}));

const Buttons = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space(3),
  button: { width: '100%', minHeight: '3.25rem' },
}));

const Unavailable = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  margin: 0,
  padding: theme.space(4),
  border: `1px solid ${theme.colour.line}`,
  color: theme.colour.danger,
  font: `400 0.9375rem/1.5 ${theme.font.body}`,
}));

const Note = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.65 ${theme.font.body}`,
}));
