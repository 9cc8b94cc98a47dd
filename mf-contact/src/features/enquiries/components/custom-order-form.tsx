/**
 * Custom Order & Sourcing Request (SPEC §3 Enquiry forms, §5 Contact): names, contact number, e-mail, country, what
 * the shopper needs and for what, and their words. Arriving from 'Enquire for Price' (SPEC §2), the words start as
 * the piece's description and link; the request is forgotten once the enquiry is sent or the form dismissed.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { CustomOrderRequest, User } from '@gemstore/shared';
import { CountrySelectField, FormStack, TextAreaField, TextField, useShopForm } from '@gemstore/shared/forms';
import {
  customOrderDefaults,
  customOrderFieldLabels as labels,
  customOrderPurposeOptions,
  howCanWeHelpOptions,
} from '@gemstore/shared/validation/enquiry-fields';
import { enquirySender } from '../hooks/use-enquiry-submit';
import { enquiryText } from '../lib/enquiry-kinds';
import { FieldPair } from './field-pair';
import { OptionSelect, SendButton } from './option-select';
import { PhoneField } from './phone-field';

const customOrderRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.customOrderFormSchema);

export function openingCustomOrder(user: User | null, request: CustomOrderRequest | null) {
  return {
    ...customOrderDefaults,
    ...(user && { firstName: user.firstName, lastName: user.lastName, email: user.email }),
    ...(request && { additionalInformation: request.message }),
  };
}

type CustomOrderFormProps = {
  user: User | null;
  request: CustomOrderRequest | null;
  close: () => void;
};

export function CustomOrderForm({ user, request, close }: CustomOrderFormProps) {
  const [resets, setResets] = useState(0);
  const form = useShopForm(customOrderRule, { defaultValues: openingCustomOrder(user, request) });
  const {
    register: field,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const send = enquirySender('customOrder', {
    reset: () => {
      form.reset(customOrderDefaults);
      setResets((count) => count + 1);
    },
    close,
  });

  return (
    <FormStack noValidate aria-label={enquiryText.customOrder.title} onSubmit={form.handleSubmit(send)}>
      {request ? (
        <About>
          About <a href={request.productLink}>{request.productName}</a>
        </About>
      ) : null}
      <FieldPair>
        <TextField
          label={labels.firstName}
          autoComplete="given-name"
          problem={errors.firstName?.message}
          {...field('firstName')}
        />
        <TextField
          label={labels.lastName}
          autoComplete="family-name"
          problem={errors.lastName?.message}
          {...field('lastName')}
        />
      </FieldPair>
      <PhoneField
        key={resets}
        label={labels.contactNumber}
        problem={errors.contactNumber?.message}
        onChange={(joined) => setValue('contactNumber', joined, { shouldValidate: isSubmitted })}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        problem={errors.email?.message}
        {...field('email')}
      />
      <CountrySelectField
        held={watch('country') ?? ''}
        label={labels.country}
        problem={errors.country?.message}
        {...field('country')}
      />
      <OptionSelect
        label={labels.howCanWeHelp}
        problem={errors.howCanWeHelp?.message}
        options={howCanWeHelpOptions}
        {...field('howCanWeHelp')}
      />
      <OptionSelect
        label={labels.purpose}
        problem={errors.purpose?.message}
        options={customOrderPurposeOptions}
        {...field('purpose')}
      />
      <TextAreaField
        label={labels.additionalInformation}
        rows={6}
        problem={errors.additionalInformation?.message}
        {...field('additionalInformation')}
      />
      <SendButton busy={isSubmitting} label={enquiryText.customOrder.send} />
    </FormStack>
  );
}

const About = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.inkSoft,
  a: { color: theme.colour.goldDeep },
}));
