/**
 * The rules of the three forms that set a password (register, reset, change), each with the strength rule after
 * the others (§password.strength; ADR 046). Fetched, with the strength estimator and its dictionaries, when
 * the shopper first touches the form (ADR 025): a few hundred KB that no other page, and no page's first
 * load, carries.
 */
import { sessionStore, userAtom } from '@gemstore/shared';

const rules = () => import('@gemstore/shared/validation');
const strength = () =>
  import(/* webpackChunkName: "password-strength" */ '@gemstore/shared/validation/password-strength');

/** Register: the names and e-mail address being typed count as easy to guess. */
export const registerRule = () =>
  Promise.all([rules(), strength()]).then(
    ([{ registerFormSchema }, { withPasswordStrength, personalWords }]) =>
      withPasswordStrength(registerFormSchema, 'password', (values) =>
        personalWords(values.firstName, values.lastName, values.email),
      ),
  );

/** The reset page: the shopper is not known here (the server judges with their details too). */
export const resetPasswordRule = () =>
  Promise.all([rules(), strength()]).then(([{ resetPasswordPageSchema }, { withPasswordStrength }]) =>
    withPasswordStrength(resetPasswordPageSchema, 'password'),
  );

/** Change password: the signed-in shopper's names and e-mail address count as easy to guess. */
export const changePasswordRule = () =>
  Promise.all([rules(), strength()]).then(
    ([{ changePasswordSchema }, { withPasswordStrength, personalWords }]) =>
      withPasswordStrength(changePasswordSchema, 'newPassword', () => {
        const shopper = sessionStore.get(userAtom);
        return shopper ? personalWords(shopper.firstName, shopper.lastName, shopper.email) : [];
      }),
  );
