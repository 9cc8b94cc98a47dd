/**
 * The cart success modal (§product.added-to-cart-dialog): 'Item has been added to your cart' with a bar that
 * empties over 2.5 s, when it closes by itself; or Close, Escape, or 'View cart'. The cart's own (ADR 052): shown by
 * the checkout remote's exposure over whichever page added the piece (added-to-cart.tsx).
 *
 * A shopper who starts to use it (presses a key in it, presses on it) holds it open: the 2.5 s must not take
 * 'View cart' away from someone tabbing to it (WCAG 2.2.1). Hovering does not hold it: the dialog may open right
 * under a still mouse, which would then hold it for ever.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  focusOnClose,
} from '@gemstore/shared/dialog';
import { Check } from 'lucide-react';
import { Button, ButtonLink } from '@gemstore/shared';
import { addToCartMessages } from '../lib/cart-text';

/** §product.added-to-cart-dialog: the cart success modal closes after 2.5 s. */
export const ADDED_TO_CART_MS = 2500;

export function AddedToCartDialog({
  open,
  onClose,
  productName,
  quantity,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  productName: string;
  quantity: number;
  /** Where the focus goes back to when it closes: the button that added the item. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [held, setHeld] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(onClose, ADDED_TO_CART_MS);
    return () => clearTimeout(timer);
  }, [open, held, onClose]);

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPortal>
        <DialogOverlay dim={0.45} />
        <Panel
          ref={content}
          onOpenAutoFocus={(event) => {
            // Focus the message itself, so a screen reader reads it and the first Tab reaches 'View cart'.
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={focusOnClose(returnFocusTo)}
          onPointerDown={() => setHeld(true)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') setHeld(true);
          }}
        >
          <Mark aria-hidden="true">
            <Check size={22} strokeWidth={1.5} />
          </Mark>
          <Title>{addToCartMessages.added}</Title>
          <Detail>
            {productName}
            {quantity > 1 ? ` × ${quantity}` : ''}
          </Detail>
          <Countdown aria-hidden="true" data-held={held}>
            <span />
          </Countdown>
          <Actions>
            <ButtonLink to="/cart" onClick={onClose}>
              View cart
            </ButtonLink>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Close
              </Button>
            </DialogClose>
          </Actions>
        </Panel>
      </DialogPortal>
    </DialogRoot>
  );
}

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const empty = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

const Panel = styled(DialogContent)(({ theme }) => ({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 1001,
  width: `min(26rem, calc(100vw - ${theme.space(8)}))`,
  padding: `${theme.space(10)} ${theme.space(8)} ${theme.space(8)}`,
  transform: 'translate(-50%, -50%)',
  background: theme.colour.paper,
  borderRadius: theme.radius.small,
  boxShadow: theme.shadow.soft,
  textAlign: 'center',
  animation: `${rise} 0.25s ease-out`,
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const Mark = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  border: `1px solid ${theme.colour.gold}`,
  borderRadius: theme.radius.round,
  color: theme.colour.goldDeep,
}));

const Title = styled(DialogTitle)(({ theme }) => ({
  margin: `${theme.space(5)} 0 0`,
  color: theme.colour.ink,
  font: `500 1.75rem/1.15 ${theme.font.display}`,
}));

const Detail = styled(DialogDescription)(({ theme }) => ({
  margin: `${theme.space(2)} 0 0`,
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.5 ${theme.font.body}`,
}));

/** The time left, as a gold line that empties from the right; it stops where it is when the dialog is held. */
const Countdown = styled.div(({ theme }) => ({
  height: '2px',
  margin: `${theme.space(6)} 0 ${theme.space(6)}`,
  background: theme.colour.line,
  overflow: 'hidden',
  span: {
    display: 'block',
    height: '100%',
    background: theme.colour.gold,
    transformOrigin: 'left',
    animation: `${empty} ${ADDED_TO_CART_MS}ms linear forwards`,
  },
  '&[data-held="true"] span': { animationPlayState: 'paused' },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space(3),
}));
