/**
 * Card checks and Stripe-like test cards for the local test provider. No real card is ever charged here; the
 * numbers only pick an outcome, the same way Stripe's test mode does.
 */

export type CardForm = { number: string; expiry: string; cvc: string; name: string };
export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export type CardCheck = { ok: true; digits: string; last4: string } | { ok: false; errors: CardErrors };

/** What a (Luhn-valid) card number does when paying. */
export type CardOutcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Shown on the page's test banner. Any other valid number is declined, like an unknown card in Stripe test mode. */
export const TEST_CARDS: readonly { number: string; outcome: CardOutcome; description: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeed', description: 'Payment succeeds' },
  {
    number: '4000 0027 6000 3184',
    outcome: 'authenticate',
    description: 'Asks for authentication (3D Secure)',
  },
  { number: '4000 0000 0000 0002', outcome: 'decline', description: 'Declined' },
  {
    number: '4000 0000 0000 9995',
    outcome: 'insufficient_funds',
    description: 'Declined: insufficient funds',
  },
];

const outcomes = new Map(TEST_CARDS.map((card) => [card.number.replace(/ /g, ''), card.outcome]));

export function cardOutcome(digits: string): CardOutcome {
  return outcomes.get(digits) ?? 'decline';
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Validates the form the way Stripe's page does, with its wording. The expiry is valid through the end of its
 * month; months are compared in UTC (a few hours either side of midnight on the 1st does not matter for tests).
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: CardErrors = {};
  const digits = form.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'Your card number is incomplete.';
  else if (!/^\d+$/.test(digits)) errors.number = 'Your card number is invalid.';
  else if (digits.length < 12) errors.number = 'Your card number is incomplete.';
  else if (digits.length > 19 || !luhnValid(digits)) errors.number = 'Your card number is invalid.';

  const expiry = form.expiry.replace(/\s/g, '');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(expiry);
  if (expiry === '') errors.expiry = "Your card's expiration date is incomplete.";
  else if (!match) errors.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(match[1]);
    const yearText = match[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const currentYear = now.getUTCFullYear();
    const currentMonth = now.getUTCMonth() + 1;
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is invalid.";
    else if (year < currentYear) errors.expiry = "Your card's expiration year is in the past.";
    else if (year === currentYear && month < currentMonth)
      errors.expiry = "Your card's expiration date is in the past.";
    else if (year > currentYear + 50) errors.expiry = "Your card's expiration year is invalid.";
  }

  const cvc = form.cvc.trim();
  if (cvc === '') errors.cvc = "Your card's security code is incomplete.";
  else if (!/^\d+$/.test(cvc) || cvc.length > 4) errors.cvc = "Your card's security code is invalid.";
  else if (cvc.length < 3) errors.cvc = "Your card's security code is incomplete.";

  if (form.name.trim() === '') errors.name = 'Enter the name on the card.';
  else if (form.name.length > 200) errors.name = 'The name on the card is too long.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, digits, last4: digits.slice(-4) };
}
