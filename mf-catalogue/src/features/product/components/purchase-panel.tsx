/**
 * Quantity and buy controls (SPEC §2 Product page, §4 Stock, §5 Other): a stepper from 1 to the stock, Add to Cart
 * and Buy Now. Nothing in stock disables all of them and says 'Out of stock'; a single piece disables the stepper.
 * Featured pieces have no price to buy at: 'Enquire for Price' takes the shopper to the custom-order form instead.
 */
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styled from '@emotion/styled';
import { Button, notify, type Product } from '@gemstore/shared';
import { useEnquireForPrice, useShoppingActions } from '../../shopping';
import type { AddedToCartDialog as AddedToCartDialogShape } from './added-to-cart-dialog';
import { QuantityStepper } from './quantity-stepper';

type ConfirmationProps = ComponentProps<typeof AddedToCartDialogShape>;

// The confirmation and its dialog library are needed only once something is added: their own chunk, asked for as
// the cart call starts so both arrive together (ADR 017). Most product views never add.
const loadAddedToCartDialog = (): Promise<{ default: ComponentType<ConfirmationProps> }> =>
  import(/* webpackChunkName: "added-to-cart" */ './added-to-cart-dialog').then(({ AddedToCartDialog }) => ({
    default: AddedToCartDialog,
  }));

/** If the dialog's code cannot be fetched, the item is in the cart all the same: say so in a toast. */
function AddedToCartToast({ open }: ConfirmationProps) {
  useEffect(() => {
    if (open) notify.success('Item has been added to your cart');
  }, [open]);
  return null;
}

const AddedToCartDialog = lazy(() => loadAddedToCartDialog().catch(() => ({ default: AddedToCartToast })));

export function PurchasePanel({ product }: { product: Product }) {
  const { addToCart, buyNow } = useShoppingActions();
  const enquireForPrice = useEnquireForPrice();
  const [wanted, setWanted] = useState(1);
  const [adding, setAdding] = useState(false);
  /** Counts the successful additions: each opens a fresh confirmation, with its own 2.5 s. */
  const [additions, setAdditions] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const closeConfirmation = useCallback(() => setConfirming(false), []);
  const addButton = useRef<HTMLButtonElement>(null);

  if (product.priceHidden === 'enquire') {
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

  const add = async () => {
    if (adding) return;
    setAdding(true);
    // Only a head start; a failure is handled where the dialog is shown (AddedToCartToast).
    loadAddedToCartDialog().catch(() => undefined);
    const added = await addToCart(product.id, quantity);
    setAdding(false);
    if (added) {
      setAdditions((n) => n + 1);
      setConfirming(true);
    }
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
          onClick={() => void add()}
        >
          Add to Cart
        </Button>
        <Button type="button" disabled={soldOut} onClick={() => buyNow(product.id, quantity)}>
          Buy Now
        </Button>
      </Buttons>
      {additions > 0 ? (
        <Suspense fallback={null}>
          <AddedToCartDialog
            key={additions}
            open={confirming}
            onClose={closeConfirmation}
            productName={product.name}
            quantity={quantity}
            returnFocusTo={addButton}
          />
        </Suspense>
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

const Note = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.65 ${theme.font.body}`,
}));
