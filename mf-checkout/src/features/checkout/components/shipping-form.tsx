/**
 * 'Shipping Information' (§checkout.page, §checkout.address-lock, §checkout.field-rules): names, e-mail and
 * the address, with the country from the shop's list (Singapore first). Read-only while locked; 'Update
 * Address' opens it and becomes 'Save Address'. Each field shows its own message; the notice says the form
 * needs attention.
 */
import styled from '@emotion/styled';
import { Button } from '@gemstore/shared';
import { CountrySelectField, FormStack, TextField } from '@gemstore/shared/forms';
import {
  addressLines,
  checkoutAddressLabels,
  type CheckoutAddressField,
} from '@gemstore/shared/validation/fields';
import type { ShippingForm as ShippingFormState } from '../hooks/use-shipping-form';

export function ShippingForm({
  shipping,
  heldCountry,
}: {
  shipping: ShippingFormState;
  heldCountry: string;
}) {
  const { form, locked, saving, startUpdate, saveAddressPressed } = shipping;
  const {
    register,
    formState: { errors, defaultValues },
  } = form;
  // Each field with the value it starts from in its markup too: a checkout drawn on the server (ADR 067) shows the
  // shopper's address before any script runs, and the form's code fills its fields only once it runs.
  const field = (name: CheckoutAddressField) => ({
    ...register(name),
    defaultValue: defaultValues?.[name] ?? '',
  });
  const problemOf = (name: CheckoutAddressField) => errors[name]?.message;
  const titleId = 'shipping-information';

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Shipping Information</h2>
      <FormStack noValidate aria-labelledby={titleId} onSubmit={saveAddressPressed}>
        <Pair>
          <TextField
            label="First name"
            autoComplete="shipping given-name"
            readOnly={locked}
            problem={problemOf('firstName')}
            {...field('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="shipping family-name"
            readOnly={locked}
            problem={problemOf('lastName')}
            {...field('lastName')}
          />
        </Pair>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={locked}
          problem={problemOf('email')}
          {...field('email')}
        />
        {addressLines.map(({ part, autoComplete }) => (
          <TextField
            key={part}
            label={checkoutAddressLabels[part]}
            autoComplete={`shipping ${autoComplete}`}
            readOnly={locked}
            problem={problemOf(part)}
            {...field(part)}
          />
        ))}
        <CountrySelectField
          held={heldCountry}
          label={checkoutAddressLabels.country}
          disabled={locked}
          problem={problemOf('country')}
          {...field('country')}
        />
        <div>
          {/*
            Keyed, as on the profile: otherwise React turns the pressed 'Update Address' into the submit button in
            place and the browser, finishing the click, sends the form at once.
          */}
          {locked ? (
            <Button key="update" type="button" variant="secondary" onClick={startUpdate}>
              Update Address
            </Button>
          ) : (
            <Button key="save" type="submit" variant="secondary" busy={saving}>
              {saving ? 'Saving...' : 'Save Address'}
            </Button>
          )}
        </div>
      </FormStack>
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  h2: { margin: 0, font: `500 1.5rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
}));

const Pair = styled.div(({ theme }) => ({
  display: 'grid',
  alignItems: 'start',
  gap: theme.space(5),
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
}));
