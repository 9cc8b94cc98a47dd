/**
 * The shipping form (§checkout.address-lock, §checkout.field-rules, §checkout.address-save): starts from the
 * account (or from what the shopper had typed when their session ended), locked while complete until 'Update
 * Address'; 'Save Address' checks it by the shared rule and saves the address to the account, which locks it
 * again. A failed check shows each field's message and the notice 'Please fill in all required fields
 * correctly'.
 */
import { useCallback, useEffect, useState } from 'react';
import { notify, signIn, toApiError, type User } from '@gemstore/shared';
import { useShopForm } from '@gemstore/shared/forms';
import type { CheckoutAddress } from '@gemstore/shared/validation';
import { saveAddress } from '../api/save-address';
import { checkoutMessages } from '../lib/checkout-text';
import { forgetShippingDraft, readShippingDraft } from '../lib/shipping-draft';
import {
  addressOf,
  anyFieldEmpty,
  shippingLocked,
  shippingValuesOf,
  type ShippingValues,
} from '../lib/shipping-address';

/** The rule the server applies, fetched with the shopper's first touch of the page (ADR 025). */
const shippingRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.checkoutAddressFormSchema);

export function useShippingForm(user: User, onSessionEnded: (values: ShippingValues) => void) {
  const [initial] = useState(() => shippingValuesOf(user));
  const form = useShopForm(shippingRule, { defaultValues: initial });
  // An incomplete address is one to make: open until saved.
  const [updating, setUpdating] = useState(() => anyFieldEmpty(initial));
  const [saving, setSaving] = useState(false);
  const values = form.watch();
  const locked = shippingLocked(values, updating);
  // A field emptied opens the form (§checkout.address-lock), and it stays open once filled again, until it is
  // saved.
  const empty = anyFieldEmpty(values);
  useEffect(() => {
    if (empty) setUpdating(true);
  }, [empty]);

  // What the shopper had typed when their session ended is given back once the page is on screen, not in its first
  // render: a checkout drawn on the server (ADR 067) is drawn from the account, which cannot see this tab's storage,
  // and the first render must draw the same. A draft given back is an edit in progress: open until saved.
  const { reset } = form;
  useEffect(() => {
    const draft = readShippingDraft(user.id);
    if (!draft) return;
    reset(draft);
    setUpdating(true);
    forgetShippingDraft();
  }, [user.id, reset]);

  const { setFocus } = form;
  const startUpdate = useCallback(() => {
    setUpdating(true);
    // The pressed button is now 'Save Address': the shopper carries on in the first field.
    setTimeout(() => setFocus('firstName'));
  }, [setFocus]);

  /** Saves the address part to the account; true when it is saved. */
  const saveToAccount = useCallback(async (checked: CheckoutAddress): Promise<boolean> => {
    setSaving(true);
    try {
      const answer = await saveAddress(addressOf(checked));
      if (!answer.success) {
        notify.error(answer.message || checkoutMessages.addressFailed);
        return false;
      }
      signIn(answer.user);
      setUpdating(false);
      return true;
    } finally {
      setSaving(false);
    }
  }, []);

  const saveAddressPressed = form.handleSubmit(
    async (checked) => {
      try {
        if (await saveToAccount(checked)) notify.success(checkoutMessages.addressSaved);
      } catch (error) {
        const failure = toApiError(error, checkoutMessages.addressError);
        if (failure.status === 401) onSessionEnded(form.getValues());
        else notify.error(failure.message);
      }
    },
    () => notify.error(checkoutMessages.invalidForm),
  );

  return { form, values, locked, updating, saving, startUpdate, saveAddressPressed, saveToAccount };
}

export type ShippingForm = ReturnType<typeof useShippingForm>;
