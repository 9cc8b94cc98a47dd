/**
 * Who is writing, as each enquiry form asks it (§appointment.fields, §custom-order.fields,
 * §leave-message.fields): first and last name side by side, the e-mail, and the phone or contact number —
 * after the e-mail on the appointment form, before it on the other two.
 */
import styled from '@emotion/styled';
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '@gemstore/shared/forms';

type SenderField = 'firstName' | 'lastName' | 'email';

type SenderFieldsProps = {
  /** The form's `register`. */
  register: (name: SenderField) => Omit<ComponentProps<typeof TextField>, 'label'>;
  errors: Partial<Record<SenderField, { message?: string | undefined }>>;
  labels: Record<SenderField, string>;
  /** The form's PhoneField. */
  phone: ReactNode;
  phoneFirst?: boolean;
};

export function SenderFields({ register, errors, labels, phone, phoneFirst = false }: SenderFieldsProps) {
  const email = (
    <TextField
      label={labels.email}
      type="email"
      autoComplete="email"
      problem={errors.email?.message}
      {...register('email')}
    />
  );
  return (
    <>
      <FieldPair>
        <TextField
          label={labels.firstName}
          autoComplete="given-name"
          problem={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={labels.lastName}
          autoComplete="family-name"
          problem={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldPair>
      {phoneFirst ? phone : email}
      {phoneFirst ? email : phone}
    </>
  );
}

/** First and last name side by side from a tablet up; a message under one does not stretch the other. */
const FieldPair = styled.div(({ theme }) => ({
  display: 'grid',
  alignItems: 'start',
  gap: theme.space(5),
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
}));
