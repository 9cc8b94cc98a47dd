/**
 * Custom Order & Sourcing Request (§custom-order.fields, §custom-order.rules): names, contact number, e-mail,
 * country, what the shopper needs and for what, and their words. Arriving from 'Enquire for Price'
 * (§product.enquire-for-price), the words start as the piece's description and link; the request is forgotten
 * once the enquiry is sent or the form dismissed.
 */
import styled from '@emotion/styled';
import type { CustomOrderRequest, User } from '@gemstore/shared';
import { CountrySelectField, FormStack, TextAreaField, useShopForm } from '@gemstore/shared/forms';
import {
  customOrderDefaults,
  customOrderFieldLabels as labels,
  customOrderPurposeOptions,
  howCanWeHelpOptions,
} from '@gemstore/shared/validation/enquiry-fields';
import { enquiryFormOptions, useEnquirySender } from '../hooks/use-enquiry-submit';
import { enquiryText } from '../lib/enquiry-kinds';
import { OptionSelect, FormButtons } from './option-select';
import { PhoneField } from './phone-field';
import { SenderFields } from './sender-fields';

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
  const form = useShopForm(customOrderRule, {
    defaultValues: openingCustomOrder(user, request),
    ...enquiryFormOptions,
  });
  const {
    register: field,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { send, resets, focusFirstProblem } = useEnquirySender('customOrder', {
    reset: () => form.reset(customOrderDefaults),
    close,
  });

  return (
    <FormStack
      noValidate
      aria-label={enquiryText.customOrder.title}
      onSubmit={form.handleSubmit(send, focusFirstProblem)}
    >
      {request ? (
        <About>
          About <a href={request.productLink}>{request.productName}</a>
        </About>
      ) : null}
      <SenderFields
        register={field}
        errors={errors}
        labels={labels}
        phoneFirst
        phone={
          <PhoneField
            key={resets}
            name="contactNumber"
            label={labels.contactNumber}
            problem={errors.contactNumber?.message}
            onChange={(joined) => setValue('contactNumber', joined, { shouldValidate: isSubmitted })}
          />
        }
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
      <FormButtons busy={isSubmitting} label={enquiryText.customOrder.send} />
    </FormStack>
  );
}

const About = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.inkSoft,
  a: { color: theme.colour.goldDeep },
}));
