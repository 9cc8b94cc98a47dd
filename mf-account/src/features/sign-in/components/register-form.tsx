/**
 * Register (§register.form, §register.validation, §register.success): names, e-mail, password and confirm
 * (both with show/hide), the trust checkbox, the first failure in the rule's order as an error notice; then
 * the server's message and on to the code.
 */
import { Button, notify, toApiError } from '@gemstore/shared';
import {
  CheckboxField,
  firstProblem,
  FormStack,
  PasswordField,
  showFirstProblem,
  TextField,
  useShopForm,
} from '@gemstore/shared/forms';
import type { RegisterBody } from '@gemstore/shared/validation';
import { register } from '../api/register';
import { useOnToCode } from '../hooks/use-on-to-code';
import { registerRule } from '../../../lib/password-rules';

export function RegisterForm() {
  const onToCode = useOnToCode();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useShopForm(registerRule, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      trustDevice: true,
    },
  });
  const problem = firstProblem(errors);
  const problemOf = (name: string) => (problem?.field === name ? problem.message : undefined);

  const onValid = async (values: RegisterBody) => {
    try {
      const answer = await register(values);
      notify.success(answer.message);
      await onToCode(
        { userId: answer.userId, email: values.email, origin: 'register', trustDevice: values.trustDevice },
        answer.cooldownExpiry,
      );
    } catch (error) {
      notify.error(toApiError(error, 'An error occurred during registration. Please try again.').message);
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onValid, showFirstProblem)} aria-label="Register">
      <div
        css={{ display: 'grid', gap: 'inherit', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }}
      >
        <TextField
          label="First name"
          autoComplete="given-name"
          problem={problemOf('firstName')}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          problem={problemOf('lastName')}
          {...field('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        problem={problemOf('email')}
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        problem={problemOf('password')}
        {...field('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        problem={problemOf('confirmPassword')}
        {...field('confirmPassword')}
      />
      {/* Ticked in the markup too: the server draws this form (ADR 065), before the form's code ticks it. */}
      <CheckboxField label="Trust this device for 30 days" defaultChecked {...field('trustDevice')} />
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Registering...' : 'Register'}
      </Button>
    </FormStack>
  );
}
