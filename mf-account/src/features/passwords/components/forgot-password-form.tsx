/**
 * Forgot password (§forgot.form, §forgot.result): a required e-mail, 'Send reset link' ('Sending...'),
 * then a notice and back to /login.
 */
import { Button, notify, toApiError, useLocation, useNavigate } from '@gemstore/shared';
import { firstProblem, FormStack, showFirstProblem, TextField, useShopForm } from '@gemstore/shared/forms';
import type { ForgotPasswordBody } from '@gemstore/shared/validation';
import { requestResetLink } from '../api/request-reset-link';

/** The rule arrives with the shopper's first touch of the page, not with its first load (ADR 025). */
const forgotPasswordRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.forgotPasswordSchema);

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useShopForm(forgotPasswordRule, { defaultValues: { email: '' } });
  const problem = firstProblem(errors);

  const onValid = async (values: ForgotPasswordBody) => {
    try {
      const answer = await requestResetLink(values);
      notify.success(answer.message);
      navigate('/login', { state: location.state });
    } catch (error) {
      notify.error(toApiError(error, 'Something went wrong').message);
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onValid, showFirstProblem)} aria-label="Reset your password">
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        problem={problem?.field === 'email' ? problem.message : undefined}
        {...field('email')}
      />
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </FormStack>
  );
}
