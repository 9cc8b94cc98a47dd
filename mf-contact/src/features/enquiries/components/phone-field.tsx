/**
 * A phone or contact number (SPEC §5 Other): the country's dial code from a list (+65 first, every code the shop's
 * country list has), and the digits, of which only digits are kept, at most 10. The form holds what is sent: the code
 * joined to the digits, or '' when no digit was typed.
 */
import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { useCountries } from '@gemstore/shared/data';
import {
  DEFAULT_DIAL_CODE,
  joinPhoneNumber,
  PHONE_DIGITS_MAX,
  phoneDigits,
} from '@gemstore/shared/validation/enquiry-fields';

/** Drawn afresh (a new `key`) when the form resets: it starts again from +65 and no digits. */
type PhoneFieldProps = {
  label: string;
  onChange: (joined: string) => void;
  problem?: string | undefined;
};

export function PhoneField({ label, onChange, problem }: PhoneFieldProps) {
  const id = useId();
  const countries = useCountries();
  const [dialCode, setDialCode] = useState<string>(DEFAULT_DIAL_CODE);
  const [digits, setDigits] = useState('');
  const codes = useMemo(() => {
    const listed = (countries.data ?? []).map((country) => country.dialCode).filter(Boolean);
    return [...new Set([DEFAULT_DIAL_CODE, ...listed])];
  }, [countries.data]);

  const change = (code: string, typed: string) => {
    const kept = phoneDigits(typed);
    setDialCode(code);
    setDigits(kept);
    onChange(joinPhoneNumber(code, kept));
  };

  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={`${id}-digits`}>
        {label}
      </Label>
      <Row>
        <select
          aria-label={`${label}: country code`}
          value={dialCode}
          onChange={(event) => change(event.target.value, digits)}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <input
          id={`${id}-digits`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS_MAX}
          value={digits}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => change(dialCode, event.target.value)}
        />
      </Row>
      {problem ? <Problem id={`${id}-problem`}>{problem}</Problem> : null}
    </Field>
  );
}

const Field = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2) }));

const Label = styled.label(({ theme }) => ({
  color: theme.colour.ink,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
}));

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '6.5rem 1fr',
  gap: theme.space(2),
  'select, input': {
    width: '100%',
    minHeight: '2.75rem',
    padding: `0 ${theme.space(3)}`,
    border: `1px solid ${theme.colour.line}`,
    borderRadius: theme.radius.small,
    background: theme.colour.paper,
    color: theme.colour.ink,
    font: `400 1rem/1.4 ${theme.font.body}`,
    '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: theme.colour.danger },
  },
}));

const Problem = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));
