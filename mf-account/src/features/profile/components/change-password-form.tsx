/**
 * Change Password (§profile.layout, §password-change.rules, §password-change.result): current, new and
 * confirm, each with show/hide; the first failure in the rule's order as an error notice; the server's
 * refusal ('Current password is incorrect') or the fallback. The server then signs the account out everywhere
 * else, and this session stays.
 */
import { useAtomValue } from 'jotai';
import { Button, notify, toApiError, userAtom } from '@gemstore/shared';
import {
  firstProblem,
  FormStack,
  PasswordField,
  showFirstProblem,
  useShopForm,
} from '@gemstore/shared/forms';
import type { ChangePasswordBody } from '@gemstore/shared/validation';
import { changePassword } from '../api/change-password';
import { profileMessages } from '../lib/messages';
import { changePasswordRule } from '../../../lib/password-rules';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

const passwordFields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*.',
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm({ titleId }: { titleId: string }) {
  const {
    register: field,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useShopForm(changePasswordRule, { defaultValues: empty });
  const email = useAtomValue(userAtom)?.email;
  const problem = firstProblem(errors);
  const problemOf = (name: keyof ChangePasswordBody) =>
    problem?.field === name ? problem.message : undefined;

  const onValid = async (values: ChangePasswordBody) => {
    try {
      await changePassword(values);
      notify.success(profileMessages.passwordChanged);
      reset(empty);
    } catch (error) {
      notify.error(toApiError(error, profileMessages.passwordFailed).message);
    }
  };

  return (
    <FormStack noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onValid, showFirstProblem)}>
      {/* For the shopper's password manager: the account this password belongs to. Not sent, not shown. */}
      {email ? <input type="email" autoComplete="username" value={email} readOnly hidden /> : null}
      {passwordFields.map(({ name, ...shown }) => (
        <PasswordField key={name} {...shown} problem={problemOf(name)} {...field(name)} />
      ))}
      <Button type="submit" variant="secondary" busy={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </FormStack>
  );
}
