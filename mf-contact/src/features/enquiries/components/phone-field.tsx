/**
 * A phone or contact number (§enquiry.phone-input): the country's dial code from a list (+65 first, every
 * code the shop's country list has), and the digits, of which only digits are kept, at most 10. The form
 * holds what is sent: the code joined to the digits, or '' when no digit was typed.
 */
import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { useCountries } from '@gemstore/shared/data';
import { controlStyle, describedBy, FieldFrame } from '@gemstore/shared/forms';
import {
  DEFAULT_DIAL_CODE,
  joinPhoneNumber,
  PHONE_DIGITS_MAX,
  phoneDigits,
} from '@gemstore/shared/validation/enquiry-fields';

/** Drawn afresh (a new `key`) when the form resets: it starts again from +65 and no digits. */
type PhoneFieldProps = {
  /** The form's field for the joined number: names the digits' box, so a refused send can focus it. */
  name: string;
  label: string;
  onChange: (joined: string) => void;
  problem?: string | undefined;
};

export function PhoneField({ name, label, onChange, problem }: PhoneFieldProps) {
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

  const digitsId = `${id}-digits`;
  return (
    <FieldFrame id={digitsId} label={label} problem={problem}>
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
          id={digitsId}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS_MAX}
          value={digits}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(digitsId, problem)}
          onChange={(event) => change(dialCode, event.target.value)}
        />
      </Row>
    </FieldFrame>
  );
}

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '6.5rem 1fr',
  gap: theme.space(2),
  'select, input': controlStyle(theme),
}));
