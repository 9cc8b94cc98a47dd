/** Leave a Message (SPEC §3 Enquiry forms, §5 Contact): names, contact number, e-mail and the message. */
import { useState } from 'react';
import type { User } from '@gemstore/shared';
import { FormStack, TextAreaField, TextField, useShopForm } from '@gemstore/shared/forms';
import {
  leaveMessageDefaults,
  leaveMessageFieldLabels as labels,
} from '@gemstore/shared/validation/enquiry-fields';
import { enquirySender } from '../hooks/use-enquiry-submit';
import { enquiryText } from '../lib/enquiry-kinds';
import { FieldPair } from './field-pair';
import { SendButton } from './option-select';
import { PhoneField } from './phone-field';

const leaveMessageRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.leaveMessageFormSchema);

export function openingMessage(user: User | null) {
  return {
    ...leaveMessageDefaults,
    ...(user && { firstName: user.firstName, lastName: user.lastName, email: user.email }),
  };
}

export function LeaveMessageForm({ user, close }: { user: User | null; close: () => void }) {
  const [resets, setResets] = useState(0);
  const form = useShopForm(leaveMessageRule, { defaultValues: openingMessage(user) });
  const {
    register: field,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const send = enquirySender('leaveMessage', {
    reset: () => {
      form.reset(leaveMessageDefaults);
      setResets((count) => count + 1);
    },
    close,
  });

  return (
    <FormStack noValidate aria-label={enquiryText.leaveMessage.title} onSubmit={form.handleSubmit(send)}>
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
      <TextAreaField
        label={labels.message}
        rows={6}
        problem={errors.message?.message}
        {...field('message')}
      />
      <SendButton busy={isSubmitting} label={enquiryText.leaveMessage.send} />
    </FormStack>
  );
}
