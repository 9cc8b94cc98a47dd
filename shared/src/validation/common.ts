/**
 * Building blocks shared by every form and request schema. The server answers a failed parse with the FIRST zod
 * issue's message, so the schemas here are built so that issue order is the order a person reads the form in.
 */
import { z } from 'zod';

/** A map of field to message, as the enquiry and checkout validators return it (SPEC §5). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** Form values as the UI holds them: every field a string, any of them possibly missing. */
export type FormValues<F extends string> = { readonly [K in F]?: string | undefined };

/**
 * The first message of a validator's map, in insertion order; validators insert in form order, so this is the first
 * failing field on screen. The server sends it as the response `message`.
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

/** Generous cap on any free-text field so oversize input is a 400 with a message, never a slow regex or a huge row. */
export const MAX_TEXT_LENGTH = 1000;

/**
 * A text field that defaults to '' when absent and is capped. The cap aborts, so an oversize body is refused on the
 * cap alone; every other rule lives in the validator, which then sees plain strings.
 */
export function cappedText(label: string, max: number = MAX_TEXT_LENGTH, fallback = '') {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .default(fallback);
}

/**
 * "text, at sign, text, dot, text" (SPEC §5 enquiry and checkout forms). Deliberately loose: the enquiry forms only
 * need a plausible reply address, and the same pattern in UI and server means they never disagree.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 limit on a whole address; also a cheap guard before any pattern runs. */
export const MAX_EMAIL_LENGTH = 254;

export function isSimpleEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && SIMPLE_EMAIL_PATTERN.test(value);
}

/** Narrows a free string to one of a fixed list, so validators can hand back typed output without casts. */
export function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/** Records in form order; `add` keeps only the first message per field, as the validators in SPEC §5 do. */
export class ErrorCollector<F extends string> {
  readonly errors: FieldErrors<F> = {};

  add(field: F, message: string | undefined): void {
    if (message !== undefined && this.errors[field] === undefined) this.errors[field] = message;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  result(): FieldErrors<F> | null {
    return this.empty ? null : this.errors;
  }
}

/** Result of checking form values: either the typed, trimmed payload or the field map. */
export type CheckResult<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/**
 * Turns a check function into the tail of a zod schema: its messages become issues on their fields, in the map's
 * (form) order, and its typed value becomes the parsed output. One source of rules for the UI validators and the
 * server schemas, so the first issue equals `firstMessage(validate(values))`.
 */
export function issuesFrom<F extends string>(
  ctx: z.core.$RefinementCtx,
  errors: FieldErrors<F>,
): typeof z.NEVER {
  for (const [field, message] of Object.entries<string | undefined>(errors)) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
  return z.NEVER;
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
