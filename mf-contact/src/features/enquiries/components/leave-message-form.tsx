/**
 * Leave a Message (§leave-message.fields, §leave-message.rules): names, contact number, e-mail and the
 * message.
 */
import type { User } from '@gemstore/shared';
import { FormStack, TextAreaField, useShopForm } from '@gemstore/shared/forms';
import {
  leaveMessageDefaults,
  leaveMessageFieldLabels as labels,
} from '@gemstore/shared/validation/enquiry-fields';
import { enquiryFormOptions, useEnquirySender } from '../hooks/use-enquiry-submit';
import { enquiryText } from '../lib/enquiry-kinds';
import { FormButtons } from './option-select';
import { PhoneField } from './phone-field';
import { SenderFields } from './sender-fields';

const leaveMessageRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.leaveMessageFormSchema);

export function openingMessage(user: User | null) {
  return {
    ...leaveMessageDefaults,
    ...(user && { firstName: user.firstName, lastName: user.lastName, email: user.email }),
  };
}

export function LeaveMessageForm({ user, close }: { user: User | null; close: () => void }) {
  const form = useShopForm(leaveMessageRule, {
    defaultValues: openingMessage(user),
    ...enquiryFormOptions,
  });
  const {
    register: field,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { send, resets, focusFirstProblem } = useEnquirySender('leaveMessage', {
    reset: () => form.reset(leaveMessageDefaults),
    close,
  });

  return (
    <FormStack
      noValidate
      aria-label={enquiryText.leaveMessage.title}
      onSubmit={form.handleSubmit(send, focusFirstProblem)}
    >
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
      <TextAreaField
        label={labels.message}
        rows={6}
        problem={errors.message?.message}
        {...field('message')}
      />
      <FormButtons busy={isSubmitting} label={enquiryText.leaveMessage.send} />
    </FormStack>
  );
}
