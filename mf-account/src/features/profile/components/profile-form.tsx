/**
 * The profile's details (§profile.layout, §profile.editing, §profile.messages): read-only until Edit Profile,
 * then names, address and country open for editing; e-mail never. Save Changes ('Saving...') checks them by
 * the shared rule the server applies, sends them with the picture when it changed, and on success the saved
 * user replaces the page's (the header follows) and the form is read-only again. A refusal keeps everything
 * the shopper typed.
 */
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button, notify, signIn, toApiError, type User } from '@gemstore/shared';
import { CountrySelectField, FormStack, TextField, useShopForm } from '@gemstore/shared/forms';
import type { UpdateUserBody } from '@gemstore/shared/validation';
import { addressLines, checkoutAddressLabels } from '@gemstore/shared/validation/fields';
import { updateProfile } from '../api/update-profile';
import type { ProfileEdit } from '../hooks/use-profile-edit';
import { profileMessages } from '../lib/messages';
import { firstProfileProblem, profileValues } from '../lib/profile-values';

/** The rule the server applies to a profile, fetched with the shopper's first touch of the page (ADR 025). */
const profileRule = () => import('@gemstore/shared/validation').then((rules) => rules.updateUserSchema);

export function ProfileForm({ user, titleId, edit }: { user: User; titleId: string; edit: ProfileEdit }) {
  const { editing } = edit;
  // The values in the markup too (defaultValue): the server draws this form (ADR 065), before the form's code fills
  // it in.
  const shown = profileValues(user);
  const {
    register: field,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useShopForm(profileRule, { defaultValues: shown });
  const problem = firstProfileProblem(errors);
  const problemOf = (name: string) => (problem?.field === name ? problem.message : undefined);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  /** Opened by Edit Profile, which goes away, rather than by choosing a picture, whose button stays. */
  const openedHere = useRef(false);

  // Read-only, the form shows the profile as the page holds it (a save, or a change made on another page).
  useEffect(() => {
    if (!editing) reset(profileValues(user));
  }, [editing, user, reset]);

  // The button pressed goes away as the form opens or closes: the focus moves to where the shopper carries on.
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (editing && openedHere.current) setFocus('firstName');
    if (!editing) editButton.current?.focus();
    openedHere.current = false;
  }, [editing, setFocus]);

  const onValid = async (values: UpdateUserBody) => {
    try {
      const answer = await updateProfile({ ...values, ...edit.pictureBody });
      signIn(answer.user);
      edit.close();
      notify.success(profileMessages.saved);
    } catch (error) {
      notify.error(toApiError(error, profileMessages.saveFailed).message);
    }
  };

  return (
    <FormStack
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit(onValid, (invalid) => {
        // §forms.first-failure: the first failure, as an error notice (the field shows it too, and has the
        // focus).
        const first = firstProfileProblem(invalid);
        if (first) notify.error(first.message);
      })}
    >
      <Pair>
        <TextField
          label="First name"
          autoComplete="given-name"
          defaultValue={shown.firstName}
          readOnly={!editing}
          problem={problemOf('firstName')}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          defaultValue={shown.lastName}
          readOnly={!editing}
          problem={problemOf('lastName')}
          {...field('lastName')}
        />
      </Pair>
      <TextField
        label="Email"
        type="email"
        value={user.email}
        disabled
        readOnly
        hint="Your e-mail address cannot be changed."
      />
      {addressLines.map(({ part, autoComplete }) => (
        <TextField
          key={part}
          label={checkoutAddressLabels[part]}
          autoComplete={autoComplete}
          defaultValue={shown.address?.[part]}
          readOnly={!editing}
          problem={problemOf(`address.${part}`)}
          {...field(`address.${part}`)}
        />
      ))}
      <CountrySelectField
        held={user.address.country}
        label={checkoutAddressLabels.country}
        defaultValue={shown.address?.country}
        disabled={!editing}
        problem={problemOf('address.country')}
        {...field('address.country')}
      />
      <Actions>
        {/*
          Keyed: without keys React would turn the pressed Edit Profile button into Save Changes in place, and the
          browser, finishing the click on what is by then a submit button, would send the form at once.
        */}
        {editing ? (
          <>
            <Button key="save" type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button
              key="cancel"
              type="button"
              variant="secondary"
              disabled={isSubmitting}
              onClick={edit.close}
            >
              Cancel
            </Button>
          </>
        ) : (
          <Button
            key="edit"
            ref={editButton}
            type="button"
            onClick={() => {
              openedHere.current = true;
              edit.open();
            }}
          >
            Edit Profile
          </Button>
        )}
      </Actions>
    </FormStack>
  );
}

const Pair = styled.div(({ theme }) => ({
  display: 'grid',
  // A problem under one name must not stretch the other field.
  alignItems: 'start',
  gap: theme.space(5),
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }));
