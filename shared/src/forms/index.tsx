/**
 * @gemstore/shared/forms: the shop's forms (ADR 025). One way for every remote: a shared zod rule from
 * `@gemstore/shared/validation` drives react-hook-form through `useShopForm`, and the fields below draw the label,
 * the control and its message the same way everywhere, wired for screen readers (`aria-invalid`,
 * `aria-describedby`). A page singleton like the data layer: react-hook-form is loaded once per page, by the pages
 * that have a form, and never by the home page.
 *
 * §forms.first-failure: only the first failure shows, in the rule's order: `firstProblem` names it, the page
 * shows it as a notice, and the field it belongs to carries the same message and receives the focus.
 */
import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@gemstore/shared';
import { useCountries } from '@gemstore/shared/data';

export type { FieldErrors } from 'react-hook-form';

type ObjectRule = z.ZodType<FieldValues, FieldValues>;

/**
 * A rule, or how to fetch it: `() => import('@gemstore/shared/validation').then((rules) => rules.loginSchema)`. A
 * fetched rule keeps zod and the rules off the page's first load (about 33 KB gzip): they arrive as soon as the
 * shopper first touches the page, long before a form can be sent, and a submit waits for them if it must.
 */
export type ShopFormRule<Rule extends ObjectRule> = Rule | (() => Promise<Rule>);

type LazyResolver<Values extends FieldValues, Parsed> = Resolver<Values, unknown, Parsed> & {
  prepare: () => Promise<unknown>;
};

function resolverFor<Rule extends ObjectRule>(
  rule: ShopFormRule<Rule>,
): LazyResolver<z.input<Rule>, z.output<Rule>> {
  let ready: Promise<Resolver<z.input<Rule>, unknown, z.output<Rule>>> | null = null;
  const prepare = () =>
    (ready ??= Promise.all([
      import(/* webpackChunkName: "form-resolver" */ '@hookform/resolvers/zod'),
      typeof rule === 'function' ? rule() : Promise.resolve(rule),
    ]).then(
      ([{ zodResolver }, loaded]) =>
        zodResolver(loaded) as unknown as Resolver<z.input<Rule>, unknown, z.output<Rule>>,
    ));
  const resolver: Resolver<z.input<Rule>, unknown, z.output<Rule>> = async (values, context, options) =>
    (await prepare())(values, context, options);
  return Object.assign(resolver, { prepare });
}

/**
 * react-hook-form on one of the shop's zod rules: values as typed (`z.input`), what `handleSubmit` hands over as
 * parsed (`z.output`: trimmed, lowercased e-mail…). Checked on submit, then again as the shopper corrects a field.
 * Pass a module-level rule or loader (it is read once per form).
 */
export function useShopForm<Rule extends ObjectRule>(
  rule: ShopFormRule<Rule>,
  options: Omit<UseFormProps<z.input<Rule>, unknown, z.output<Rule>>, 'resolver'> = {},
): UseFormReturn<z.input<Rule>, unknown, z.output<Rule>> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one rule for the form's life (see above)
  const resolver = useMemo(() => resolverFor(rule), []);
  useEffect(() => {
    // The checking code comes with the shopper's first touch of the page, not with the page's first load.
    const prepare = () => void resolver.prepare();
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const event of events) document.addEventListener(event, prepare, { once: true, capture: true });
    return () => {
      for (const event of events) document.removeEventListener(event, prepare, { capture: true });
    };
  }, [resolver]);
  return useForm<z.input<Rule>, unknown, z.output<Rule>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}

/**
 * The first failure in the rule's order (§forms.first-failure), with the field it belongs to. The rules
 * declare their fields in that order and report problems in it, and react-hook-form keeps that order in `errors`.
 */
export function firstProblem(errors: FieldErrors): { field: string; message: string } | null {
  for (const [field, error] of Object.entries(errors)) {
    const message = error?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return null;
}

/**
 * §forms.first-failure: of a form's failures, the first in the rule's order is shown as an error notice
 * (`handleSubmit`'s second).
 */
export function showFirstProblem(errors: FieldErrors): void {
  const problem = firstProblem(errors);
  if (problem) notify.error(problem.message);
}

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  problem?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/**
 * Label above, control, then the hint and the problem, which the control names in `aria-describedby`
 * (`describedBy`). Exported for a field of several controls (a phone's code and digits); `id` is the labelled one's.
 */
export function FieldFrame({ id, label, problem, hint, children }: FieldFrameProps) {
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {problem ? (
        // Not a live region: the notice announces the problem, and the focus moves here, which reads it again.
        <Problem id={`${id}-problem`}>{problem}</Problem>
      ) : null}
    </FieldBox>
  );
}

export function describedBy(id: string, problem: string | undefined, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** This field's message, when it is the one to show. */
  problem?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text input (names, e-mail, address lines). */
export function TextField({ label, problem, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} problem={problem} hint={hint}>
      <Input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password with a Show/Hide button beside it (§forms.show-hide-password), which says which it will do. */
export function PasswordField({ label, problem, hint, ...input }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} problem={problem} hint={hint}>
      <PasswordBox>
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, problem, hint)}
          css={{ paddingRight: '3rem' }}
          {...input}
        />
        <RevealButton
          type="button"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </RevealButton>
      </PasswordBox>
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode;
  problem?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text area (an enquiry's message). */
export function TextAreaField({ label, problem, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} problem={problem} hint={hint}>
      <TextArea
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: ReactNode;
  problem?: string | undefined;
  children: ReactNode;
};

/** A labelled native select: the phone's own picker on a phone, type-to-find on a keyboard. */
export function SelectField({ label, problem, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} problem={problem}>
      <Select
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, undefined)}
        {...select}
      >
        {children}
      </Select>
    </FieldFrame>
  );
}

type CountrySelectFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** The country the form holds now: still offered when the list has not come (or does not name it). */
  held: string;
};

/**
 * The country selector of the profile, the checkout and the enquiry forms (§countries.list): every country by
 * name with its flag, Singapore first, from GET /countries. Drawn again when the list arrives, because the options
 * change under it and a new select takes the form's value.
 */
export function CountrySelectField({ held, ...select }: CountrySelectFieldProps) {
  const countries = useCountries();
  const listed = countries.data ?? [];
  const known = held === '' || listed.some((entry) => entry.name === held);
  return (
    <SelectField key={countries.data ? 'listed' : 'held'} autoComplete="country-name" {...select}>
      <option value="">Choose a country</option>
      {known ? null : <option value={held}>{held}</option>}
      {listed.map((entry) => (
        // Name first: typing a country's first letters finds it.
        <option key={entry.code} value={entry.name}>
          {entry.name} {entry.flag}
        </option>
      ))}
    </SelectField>
  );
}

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & { label: ReactNode };

/** A checkbox with its label beside it ('Trust this device for 30 days'). */
export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <CheckboxRow htmlFor={id}>
      <input id={id} type="checkbox" {...input} />
      <span>{label}</span>
    </CheckboxRow>
  );
}

/** Fields one under the other, evenly spaced. */
export const FormStack = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
}));

// Rows at the top: beside a field whose message makes its row taller (First name, Last name), a field is stretched
// to the row's height, and without this its label and box would spread down it, out of line (issue 30).
const FieldBox = styled.div(({ theme }) => ({ display: 'grid', alignContent: 'start', gap: theme.space(2) }));

const FieldLabel = styled.label(({ theme }) => ({
  color: theme.colour.ink,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
}));

/** The look of every text control and select (a remote's own compound field uses it too). */
export const controlStyle = (theme: Theme): CSSObject => ({
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${theme.space(3)}`,
  border: `1px solid ${theme.colour.line}`,
  borderRadius: theme.radius.small,
  background: theme.colour.paper,
  color: theme.colour.ink,
  font: `400 1rem/1.4 ${theme.font.body}`,
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: theme.colour.danger },
  // [readonly], not :read-only, which every select matches.
  '&:disabled, &[readonly]': { background: theme.colour.ivory, color: theme.colour.inkSoft },
});

const Input = styled.input(({ theme }) => controlStyle(theme));

const Select = styled.select(({ theme }) => ({ ...controlStyle(theme), cursor: 'pointer' }));

const TextArea = styled.textarea(({ theme }) => ({
  ...controlStyle(theme),
  minHeight: '7rem',
  padding: theme.space(3),
  lineHeight: 1.6,
  resize: 'vertical',
}));

const PasswordBox = styled.div({ position: 'relative' });

const RevealButton = styled.button(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  background: 'none',
  color: theme.colour.inkSoft,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '-2px' },
}));

const Hint = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.muted,
  font: `400 0.8125rem/1.5 ${theme.font.body}`,
}));

const Problem = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

const CheckboxRow = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: '2.75rem',
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.4 ${theme.font.body}`,
  cursor: 'pointer',
  input: { width: '1.125rem', height: '1.125rem', accentColor: theme.colour.ink },
}));
