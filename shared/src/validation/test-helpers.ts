/** Test-only helpers for the validation suites; not exported from the package. */
import type { z } from 'zod';

/** The message the server would answer with: the first issue's, or undefined when the input parses. */
export function firstIssue(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`expected a valid input, got: ${result.error.issues.map((i) => i.message).join(' | ')}`);
  return result.data;
}

export const chars = (n: number, c = 'a'): string => c.repeat(n);

/** The enquiry suites' moment: 2025-03-10 23:30 UTC is 2025-03-11 07:30 in Singapore. */
export const appointmentNow = new Date('2025-03-10T23:30:00Z');

/** An appointment that is valid at `appointmentNow`. */
export const validAppointment = {
  firstName: 'Anna',
  lastName: 'Tan',
  email: 'anna@example.com',
  phoneNumber: '+6591234567',
  country: 'Singapore',
  date: '2025-03-11',
  time: '10:15',
  meetingType: 'online',
  preferredLocation: 'cafe1',
  purposeOfMeeting: 'prior_request',
  additionalInformation: '',
};
