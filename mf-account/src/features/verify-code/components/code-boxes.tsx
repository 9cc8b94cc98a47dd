/**
 * The six code boxes (§otp.boxes): digits only, the next box takes the next digit, backspace goes back, a
 * pasted code of 1 to 6 digits fills the boxes. input-otp draws them over one real input, so a phone offers the
 * code from its messages (`autocomplete="one-time-code"`) and a screen reader hears one field.
 */
import styled from '@emotion/styled';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';

/** §otp.format: exactly 6 digits. */
const CODE_LENGTH = 6;

type CodeBoxesProps = {
  value: string;
  onChange: (value: string) => void;
  problemId?: string | undefined;
  /** While the code is being checked: not disabled, which would drop the keyboard's focus out of the form. */
  readOnly?: boolean;
};

export function CodeBoxes({ value, onChange, problemId, readOnly }: CodeBoxesProps) {
  return (
    <OTPInput
      value={value}
      onChange={onChange}
      maxLength={CODE_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      // §otp.boxes: a paste must be 1 to 6 digits ("123 456" from a mail client is 6); anything else changes
      // nothing.
      pasteTransformer={(pasted) => {
        const digits = pasted.replace(/[\s-]/g, '');
        return /^\d{1,6}$/.test(digits) ? digits : '';
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label="Verification code"
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      readOnly={readOnly}
      autoFocus
      containerClassName="code-boxes"
      render={({ slots }) => (
        <Boxes>
          {slots.map((slot, index) => (
            <Box key={index} {...slot} />
          ))}
        </Boxes>
      )}
    />
  );
}

function Box({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <BoxFrame data-active={isActive || undefined} data-testid="code-box">
      {char}
      {hasFakeCaret ? <Caret aria-hidden="true" /> : null}
    </BoxFrame>
  );
}

const Boxes = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space(2),
  [theme.media.medium]: { gap: theme.space(3) },
}));

const BoxFrame = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '3.25rem',
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.small,
  background: theme.colour.paper,
  color: theme.colour.ink,
  font: `500 1.5rem/1 ${theme.font.body}`,
  transition: 'border-color 0.15s',
  '&[data-active]': { borderColor: theme.colour.ink, outline: `2px solid ${theme.colour.focus}` },
}));

const Caret = styled.span(({ theme }) => ({
  width: '1px',
  height: '1.5rem',
  background: theme.colour.ink,
  animation: 'code-caret 1s steps(1) infinite',
  '@keyframes code-caret': { '50%': { opacity: 0 } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
