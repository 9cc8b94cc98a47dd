/**
 * The profile form's values: what the shopper may change (§profile.editing: names and address; the picture is
 * kept beside the form), in the shape the update takes, so the shared rule checks the form as the server
 * checks the call.
 */
import type { User } from '@gemstore/shared';
import type { FieldErrors } from '@gemstore/shared/forms';
import type { UpdateUserInput } from '@gemstore/shared/validation';

export type ProfileValues = Required<Pick<UpdateUserInput, 'firstName' | 'lastName' | 'address'>>;

export const profileValues = (user: User): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  address: { ...user.address },
});

/** The role's name as the heading says it (§profile.layout): 'User Profile', 'Admin Profile'. */
export const profileHeading = (role: User['role']) =>
  `${role.charAt(0).toUpperCase()}${role.slice(1)} Profile`;

export const initialsOf = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/**
 * The first failure in form order (§forms.first-failure, §profile.editing): the names, then the address
 * lines, whose problems react-hook-form keeps one level down (`address.city`).
 */
export function firstProfileProblem(
  errors: FieldErrors<ProfileValues>,
): { field: string; message: string } | null {
  for (const field of ['firstName', 'lastName'] as const) {
    const message = errors[field]?.message;
    if (message) return { field, message };
  }
  for (const [part, error] of Object.entries(errors.address ?? {})) {
    const message: unknown =
      error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    if (typeof message === 'string' && message) return { field: `address.${part}`, message };
  }
  const whole = errors.address?.message;
  return whole ? { field: 'address', message: whole } : null;
}
