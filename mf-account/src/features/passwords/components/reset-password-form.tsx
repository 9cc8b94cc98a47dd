/**
 * The reset page's form (§reset.form, §reset.password-rules, §reset.success): new and confirm with show/hide,
 * 'Reset Password' ('Resetting...'), then /login after 1.5 s.
 */
import { Button, notify, toApiError, useNavigate } from '@gemstore/shared';
import {
  firstProblem,
  FormStack,
  PasswordField,
  showFirstProblem,
  useShopForm,
} from '@gemstore/shared/forms';
import type { ResetPasswordPageValues } from '@gemstore/shared/validation';
import { RESET_PASSWORD_SPECIALS } from '@gemstore/shared/validation/fields';
import { wait } from '../../../lib/wait';
import { resetPassword } from '../api/reset-password';
import { resetPasswordRule } from '../../../lib/password-rules';

/** §reset.success: reset redirect 1.5 s. */
const AFTER_RESET_MS = 1500;

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useShopForm(resetPasswordRule, { defaultValues: { password: '', confirmPassword: '' } });
  const problem = firstProblem(errors);

  const onValid = async (values: ResetPasswordPageValues) => {
    try {
      const answer = await resetPassword(token, { password: values.password });
      notify.success(answer.message);
      await wait(AFTER_RESET_MS);
      navigate('/login', { replace: true });
    } catch (error) {
      notify.error(toApiError(error, 'Failed to reset password. Please try again.').message);
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onValid, showFirstProblem)} aria-label="Reset password">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`8 to 128 characters, with a lowercase and an uppercase letter, a number and one of ${RESET_PASSWORD_SPECIALS}`}
        problem={problem?.field === 'password' ? problem.message : undefined}
        {...field('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        problem={problem?.field === 'confirmPassword' ? problem.message : undefined}
        {...field('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </FormStack>
  );
}
