/**
 * Building blocks shared by every form and request schema. The server answers a failed parse with the FIRST zod
 * issue's message, so the schemas here are built so that issue order is the order a person reads the form in.
 */
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH } from './fields';

/** A map of field to message, as the enquiry and checkout validators return it (§enquiry.field-map). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** Form values as the UI holds them: every field a string, any of them possibly missing. */
export type FormValues<F extends string> = { readonly [K in F]?: string | undefined };

/**
 * The first message of a validator's map, in insertion order; the maps list fields in form order, so this is the
 * first failing field on screen. The server sends it as the response `message`.
 */
export function firstMessage(
  errors: Readonly<Record<string, string | undefined>> | null | undefined,
): string | undefined {
  if (!errors) return undefined;
  for (const message of Object.values(errors)) {
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * One message per top-level field from a zod error, the first issue winning, so a form can show each field's error
 * under it (react-hook-form style). Issues without a path go under `form`.
 */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? 'form' : String(head);
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The message of a failed request body: the first issue, which by construction is the first failing field in form
 * order. Kept here so every route words it the same way.
 */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

function unknownKeysMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
}

/**
 * A strict object whose unknown-key issue names the keys ('Unknown field: role'): a client that sends `role` or
 * `email` to the profile update should hear exactly why it was refused, not get it silently dropped.
 */
export function strictObject<S extends z.core.$ZodLooseShape>(
  shape: S,
  invalidMessage = 'Invalid request body',
) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : invalidMessage),
  });
}

/**
 * A request-body text field: a string, capped, trimmed, and the form's default when absent. The cap aborts, so an
 * oversize body is refused on the cap alone, before any form rule (or pattern) looks at it.
 */
export function cappedText(label: string, max: number = MAX_TEXT_LENGTH, fallback = '') {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .trim()
    .default(fallback);
}

/**
 * "text, at sign, text, dot, text" (§enquiry.shared-rules, §checkout.field-rules). Deliberately loose: the
 * enquiry forms only need a plausible reply address, and the same pattern in UI and server means they never
 * disagree.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && SIMPLE_EMAIL_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Form schemas (§forms.trimmed): a form is "its values as trimmed text", piped into one zod rule per field.
// The same rules serve react-hook-form (`zodResolver(formSchema)`, errors keyed by field name), the
// validators (§enquiry.field-map: a map of field to message, see `checkForm`) and the server
// (`formBody(...).pipe(rules)`), so all three report the same messages in the same order.

/** A simple email (see `SIMPLE_EMAIL_PATTERN`), every failure worded `message`; the length cap runs first. */
export function simpleEmail(message: string) {
  return z
    .string()
    .max(MAX_EMAIL_LENGTH, { error: message, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, message);
}

/** Text of `min` to `max` characters, one message for both bounds (the rules word their ranges that way). */
export function lengthBetween(min: number, max: number, message: string) {
  return z.string().min(min, message).max(max, message);
}

/** A required field: '' gets `message`; anything else goes on to the field's own rule (`filled(m).pipe(rule)`). */
export function filled(message: string) {
  return z.string().min(1, message);
}

/**
 * An optional field: '' (left blank) passes; anything else must pass `rule`, with the rule's own messages. (When every
 * member fails, zod 4 reports the issues of the only member whose failure did not abort, here `rule`; so `rule` must
 * not abort on a non-empty value, or the message becomes a generic 'Invalid input'.)
 */
export function blankOr<R extends z.ZodType<string, string>>(rule: R) {
  return z.union([z.literal(''), rule]);
}

/** One schema per field, in the labels' (form) order. */
function fieldShape<F extends string, S extends z.ZodType>(
  labels: Readonly<Record<F, string>>,
  build: (label: string, field: F) => S,
): Record<F, S> {
  const fields = Object.keys(labels) as F[];
  return Object.fromEntries(fields.map((field) => [field, build(labels[field], field)])) as Record<F, S>;
}

/**
 * A form's values as the UI holds them, trimmed (§forms.trimmed: "empty after trimming"); a missing field
 * reads as ''. Pipe it into the form's rules for the schema react-hook-form and the validators use.
 */
export function formValues<F extends string>(labels: Readonly<Record<F, string>>) {
  return z.object(
    fieldShape(labels, (label) =>
      z
        .string({ error: `${label} must be text` })
        .trim()
        .prefault(''),
    ),
  );
}

/**
 * The same values as a request body: strict (unknown keys named), every field text, capped and trimmed, an absent one
 * filled with the form's default. Pipe it into the same rules as `formValues` for the server's schema.
 */
export function formBody<F extends string>(
  labels: Readonly<Record<F, string>>,
  defaults?: Readonly<Partial<Record<F, string>>>,
) {
  return strictObject(
    fieldShape(labels, (label, field) => cappedText(label, MAX_TEXT_LENGTH, defaults?.[field])),
  );
}

/** Result of checking form values: either the typed, trimmed payload or the field map. */
export type CheckResult<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/** Parses form values with a form schema: the typed payload, or one message per field (its first) in form order. */
export function checkForm<T, F extends string>(
  schema: z.ZodType<T, FormValues<F>>,
  values: FormValues<F>,
): CheckResult<T, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  // A form schema is an object of the fields F, so its issues are under those keys.
  return { ok: false, errors: fieldErrorsFromZod(result.error) as FieldErrors<F> };
}

/** §enquiry.field-map: "map of field to message, or null when valid", from a `checkForm` result. */
export function errorsOf<F extends string>(result: CheckResult<unknown, F>): FieldErrors<F> | null {
  return result.ok ? null : result.errors;
}

/**
 * A whole number given as a number or as a string of digits (query strings and hand-written clients send the latter).
 * Booleans and '' are refused, unlike `z.coerce.number()`, which would turn `true` into 1 and '' into 0.
 */
export function wholeNumber(message: string) {
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d{1,12}$/, message),
      ],
      {
        error: message,
      },
    )
    .transform((value) => Number(value))
    .pipe(z.number().int({ error: message }).refine(Number.isSafeInteger, message));
}
