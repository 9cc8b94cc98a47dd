/**
 * Login (§login.form, §login.validation, §login.success, §login.needs-code, §login.failure): e-mail, password
 * with show/hide, 'Trust this device for 30 days' (checked), the first failure in the rule's order as an
 * error notice. Signed in at once, or on to the code when the server asks for one.
 */
import { Button, Link, markAuthenticated, notify, signIn, toApiError, useLocation } from '@gemstore/shared';
import {
  CheckboxField,
  firstProblem,
  FormStack,
  PasswordField,
  showFirstProblem,
  TextField,
  useShopForm,
} from '@gemstore/shared/forms';
import type { LoginBody } from '@gemstore/shared/validation';
import { wait } from '../../../lib/wait';
import { logIn } from '../api/log-in';
import { AFTER_SIGN_IN_MS, useOnToCode } from '../hooks/use-on-to-code';

/** The rule arrives with the shopper's first touch of the page, not with its first load (ADR 025). */
const loginRule = () => import('@gemstore/shared/validation').then((rules) => rules.loginSchema);

export function LoginForm() {
  const location = useLocation();
  const onToCode = useOnToCode();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useShopForm(loginRule, { defaultValues: { email: '', password: '', trustDevice: true } });
  const problem = firstProblem(errors);

  const onValid = async (values: LoginBody) => {
    try {
      const answer = await logIn(values);
      if (answer.success) {
        // Every remote follows the shared store at once (header, hearts, prices); the guards move on after the pause.
        signIn(answer.user);
        notify.success(answer.message);
        await wait(AFTER_SIGN_IN_MS);
        markAuthenticated();
        return;
      }
      notify.info(answer.message);
      await onToCode(
        { userId: answer.userId, email: values.email, origin: 'login', trustDevice: values.trustDevice },
        answer.cooldownExpiry,
      );
    } catch (error) {
      notify.error(toApiError(error, 'An error occurred during login. Please try again.').message);
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onValid, showFirstProblem)} aria-label="Login">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        problem={problem?.field === 'email' ? problem.message : undefined}
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        problem={problem?.field === 'password' ? problem.message : undefined}
        {...field('password')}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
        {/* Ticked in the markup too: the server draws this form (ADR 065), before the form's code ticks it. */}
        <CheckboxField label="Trust this device for 30 days" defaultChecked {...field('trustDevice')} />
        <Link to="/forgot-password" state={location.state}>
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </FormStack>
  );
}
