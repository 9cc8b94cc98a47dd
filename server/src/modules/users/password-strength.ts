/**
 * A new password must be hard to guess (ADR 046): at sign-up, password change and reset, after the body's own
 * rules, the shared estimator (zxcvbn-ts with its dictionaries, which include the ~49,000 most common breached
 * passwords) must score it at least 3, counting the account's own names and e-mail address as the first words a
 * guesser tries. Imported when the server starts, so the dictionaries are loaded before the first request.
 */
import { passwordStrengthProblem, personalWords } from '@gemstore/shared/validation/password-strength';
import { badRequest } from '../../lib/errors';

type Owner = { firstName: string; lastName: string; email: string };

/** Throws a 400 saying why, naming the form field, so a form can show it beside the field as well as in the toast. */
export function rejectWeakPassword(password: string, field: string, owner: Owner | undefined): void {
  const personal = owner ? personalWords(owner.firstName, owner.lastName, owner.email) : [];
  const problem = passwordStrengthProblem(password, personal);
  if (problem !== null) throw badRequest(problem, { errors: { [field]: problem } });
}
