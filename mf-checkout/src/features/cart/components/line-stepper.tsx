/**
 * − quantity + on a cart line (§cart.line-stepper). Minus at 1 asks to remove the line instead of going to 0;
 * plus stops at the stock, where a tooltip says 'Max stock reached'. The stopped plus stays focusable
 * (`aria-disabled`), so a keyboard or screen-reader user hears why, as a mouse user sees it.
 */
import styled from '@emotion/styled';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { iconTarget } from '@gemstore/shared';
import { cartMessages } from '../lib/cart-text';

export function LineStepper({
  name,
  quantity,
  stock,
  onChange,
  onRemove,
}: {
  /** The piece's name, for the buttons' names ('Increase quantity of Burmese Ruby'). */
  name: string;
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
  /** Minus pressed at 1. */
  onRemove: (opener: HTMLButtonElement) => void;
}) {
  const labelId = useId();
  const atStock = quantity >= stock;
  const [tip, setTip] = useState(false);
  return (
    <Stepper role="group" aria-labelledby={labelId}>
      <Label id={labelId}>Quantity of {name}</Label>
      <StepButton
        type="button"
        aria-label={quantity <= 1 ? `Remove ${name} from cart` : `Decrease quantity of ${name}`}
        onClick={(event) => (quantity <= 1 ? onRemove(event.currentTarget) : onChange(quantity - 1))}
      >
        <Minus aria-hidden="true" size={16} strokeWidth={1.5} />
      </StepButton>
      <Value aria-live="polite" aria-atomic="true">
        {quantity}
      </Value>
      <Tooltip.Provider delayDuration={150}>
        {/* One button throughout: replacing it at the stock would drop a keyboard user's focus. */}
        <Tooltip.Root open={tip && atStock} onOpenChange={setTip}>
          <Tooltip.Trigger asChild>
            <StepButton
              type="button"
              aria-label={`Increase quantity of ${name}`}
              aria-disabled={atStock}
              onClick={() => {
                if (!atStock) onChange(quantity + 1);
              }}
            >
              <Plus aria-hidden="true" size={16} strokeWidth={1.5} />
            </StepButton>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tip side="top" sideOffset={6}>
              {cartMessages.maxStock}
              <Tooltip.Arrow />
            </Tip>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    </Stepper>
  );
}

const Stepper = styled.div(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.colour.line}`,
}));

const Label = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const StepButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: 0,
  background: 'transparent',
  '&[aria-disabled="true"]': { color: theme.colour.muted, cursor: 'not-allowed' },
}));

const Value = styled.span(({ theme }) => ({
  minWidth: '2.5rem',
  textAlign: 'center',
  color: theme.colour.ink,
  font: `500 0.9375rem/1 ${theme.font.body}`,
}));

const Tip = styled(Tooltip.Content)(({ theme }) => ({
  zIndex: 1100,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  background: theme.colour.ink,
  color: theme.colour.paper,
  font: `400 0.8125rem/1.3 ${theme.font.body}`,
  svg: { fill: theme.colour.ink },
}));
