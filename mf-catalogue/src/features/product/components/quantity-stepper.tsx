/**
 * − quantity + (§product.stock): never below 1 nor above the stock. A step that reaches a limit disables its
 * own button, so the focus moves to the other one instead of being dropped on the page.
 */
import { useEffect, useId, useRef } from 'react';
import styled from '@emotion/styled';
import { Minus, Plus } from 'lucide-react';
import { iconTarget } from '@gemstore/shared';

export function QuantityStepper({
  value,
  max,
  disabled = false,
  onChange,
}: {
  value: number;
  /** The stock: the most a shopper can take. */
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  const lastPressed = useRef<'decrease' | 'increase' | null>(null);
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;

  useEffect(() => {
    if (lastPressed.current === 'increase' && !canIncrease && canDecrease) decrease.current?.focus();
    if (lastPressed.current === 'decrease' && !canDecrease && canIncrease) increase.current?.focus();
    lastPressed.current = null;
  }, [value, canIncrease, canDecrease]);

  return (
    <Stepper role="group" aria-labelledby={labelId} data-disabled={disabled}>
      <Label id={labelId}>Quantity</Label>
      <Controls>
        <StepButton
          ref={decrease}
          type="button"
          aria-label="Decrease quantity"
          disabled={!canDecrease}
          onClick={() => {
            lastPressed.current = 'decrease';
            onChange(value - 1);
          }}
        >
          <Minus aria-hidden="true" size={16} strokeWidth={1.5} />
        </StepButton>
        <Value aria-labelledby={labelId} aria-live="polite" aria-atomic="true">
          {value}
        </Value>
        <StepButton
          ref={increase}
          type="button"
          aria-label="Increase quantity"
          disabled={!canIncrease}
          onClick={() => {
            lastPressed.current = 'increase';
            onChange(value + 1);
          }}
        >
          <Plus aria-hidden="true" size={16} strokeWidth={1.5} />
        </StepButton>
      </Controls>
    </Stepper>
  );
}

const Stepper = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
}));

const Label = styled.span(({ theme }) => ({
  color: theme.colour.inkSoft,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
}));

const Controls = styled.div(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.small,
  '[data-disabled="true"] &': { opacity: 0.55 },
}));

const StepButton = styled.button(({ theme }) => ({
  ...iconTarget(theme),
  border: 0,
  background: 'none',
  transition: 'background 0.2s',
  '&:hover:not(:disabled)': { background: theme.colour.ivory },
  '&:disabled': { color: theme.colour.muted, opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '-2px' },
}));

const Value = styled.output(({ theme }) => ({
  minWidth: '2.5rem',
  color: theme.colour.ink,
  font: `500 1rem/1 ${theme.font.body}`,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
}));
