/**
 * HTML of the hosted test checkout page. Plain server-rendered forms (they work without JavaScript); every
 * value from the database goes through escapeHtml. Styles are one inline <style> block allowed by a per-response
 * nonce in the Content-Security-Policy; nothing is loaded from anywhere else. Every text is at least 4.5:1 on
 * what it sits on (WCAG AA), and everything is inside a landmark: the test notice in the header, the rest in main.
 */
import type { CardErrors, CardField } from './cards';
import { TEST_CARDS } from './cards';
import type { LocalCheckoutView } from './provider';
import { escapeHtml } from '../../lib/html';

/** 125000 → 'S$ 1,250.00'. Integer arithmetic, so no float rounding and no dependence on the ICU data. */
export function formatSgd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}S$ ${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Only http(s) URLs become links (a stored javascript: URL must never be clickable). */
export function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '#';
  } catch {
    return '#';
  }
}

export type PageFrame = { nonce: string; shopName: string };

export type CheckoutFormState = {
  /** Relative URL the payment form posts to (correct for the URL the page is rendered at). */
  payAction: string;
  values?: { number?: string; expiry?: string; name?: string };
  errors?: CardErrors;
  /** A decline or other message above the form. */
  message?: string;
};

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#f6f8fa;line-height:1.45}
.test{background:#fff4d6;border-bottom:1px solid #f0c14b;color:#5c4300;padding:12px 16px;font-size:14px}
.test strong{display:block;font-size:15px;margin-bottom:4px}
.test table{border-collapse:collapse;margin-top:6px}
.test td{padding:2px 12px 2px 0;vertical-align:top}
.test code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
main{max-width:960px;margin:0 auto;padding:24px 16px;display:grid;gap:32px;grid-template-columns:1fr}
@media (min-width:800px){main{grid-template-columns:1fr 1fr;padding-top:48px}main.single{grid-template-columns:1fr}}
main.single{max-width:560px}
.back{color:#5146e0;text-decoration:none;font-size:14px}
.back:hover{text-decoration:underline}
.shop{font-weight:600;font-size:16px;margin:12px 0 4px}
.due{font-size:14px;color:#5e6a7d;margin:16px 0 0}
.total{font-size:34px;font-weight:700;margin:0 0 24px}
.lines{list-style:none;margin:0;padding:0}
.lines li{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #e3e8ee;font-size:14px}
.lines .qty{color:#5e6a7d;font-size:13px}
.lines .sum{font-weight:600}
.lines .grand{border-bottom:0;font-weight:700;font-size:15px}
form,.panel{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:20px;box-shadow:0 2px 5px rgba(60,66,87,.08)}
h1{font-size:20px;margin:0 0 16px}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}
input{width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px;background:#fff;color:inherit}
input:focus{outline:2px solid #635bff;outline-offset:0;border-color:#635bff}
input[readonly]{background:#f6f8fa;color:#5e6a7d}
input[aria-invalid=true]{border-color:#df1b41}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.err{color:#df1b41;font-size:13px;margin:4px 0 0}
.alert{background:#fde8ec;border:1px solid #f5b5c2;color:#8c0b26;border-radius:6px;padding:10px 12px;font-size:14px;margin:0 0 8px}
button{width:100%;margin-top:20px;font:inherit;font-size:16px;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;padding:12px;cursor:pointer}
button:hover{background:#5146e0}
button.secondary{background:#fff;color:#df1b41;border:1px solid #df1b41;margin-top:12px}
.note{font-size:13px;color:#5e6a7d;margin-top:12px}
.panel a{color:#5146e0}
`;

function layout(frame: PageFrame, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-SG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(frame.shopName)}</title>
<style nonce="${escapeHtml(frame.nonce)}">${styles}</style>
</head>
<body>
<header>
<div class="test" role="note">
<strong>TEST payment page: no real payment is taken.</strong>
This is ${escapeHtml(frame.shopName)}'s built-in test checkout. Do not enter a real card. Use any future expiry date, any 3-digit CVC and any name with one of these test cards:
<table>${TEST_CARDS.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(card.description)}</td></tr>`).join('')}</table>
Any other valid card number is declined.
</div>
</header>
${body}
</body>
</html>`;
}

function summary(frame: PageFrame, checkout: LocalCheckoutView): string {
  const lines = checkout.lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.name)}<br><span class="qty">Qty ${item.quantity} × ${formatSgd(item.unitAmount)}</span></span><span class="sum">${formatSgd(item.quantity * item.unitAmount)}</span></li>`,
    )
    .join('\n');
  return `<section aria-label="Order summary">
<a class="back" href="${escapeHtml(safeHref(checkout.cancelUrl))}">← Back to shop</a>
<p class="shop">${escapeHtml(frame.shopName)}</p>
<p class="due">Pay ${escapeHtml(frame.shopName)}</p>
<p class="total">${formatSgd(checkout.amountTotal)}</p>
<ul class="lines">
${lines}
<li><span>Shipping</span><span class="sum">${checkout.shippingAmount > 0 ? formatSgd(checkout.shippingAmount) : 'Free'}</span></li>
<li class="grand"><span>Total due</span><span>${formatSgd(checkout.amountTotal)}</span></li>
</ul>
</section>`;
}

function field(
  name: CardField,
  label: string,
  attrs: string,
  state: CheckoutFormState,
  value: string,
): string {
  const error = state.errors?.[name];
  const id = `card-${name}`;
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="err" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function checkoutPage(
  frame: PageFrame,
  checkout: LocalCheckoutView,
  state: CheckoutFormState,
): string {
  const values = state.values ?? {};
  const form = `<form method="post" action="${escapeHtml(state.payAction)}" novalidate>
<h1>Pay with card</h1>
${state.message ? `<p class="alert" role="alert">${escapeHtml(state.message)}</p>` : ''}
<label for="email">E-mail</label>
<input id="email" type="email" value="${escapeHtml(checkout.customerEmail ?? '')}" readonly>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required', state, values.number ?? '')}
<div class="row"><div>
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required', state, values.expiry ?? '')}
</div><div>
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" required', state, '')}
</div></div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="200" required', state, values.name ?? '')}
<button type="submit">Pay ${formatSgd(checkout.amountTotal)}</button>
<p class="note">Test mode: nothing is charged. You will return to ${escapeHtml(frame.shopName)} when the payment succeeds.</p>
</form>`;
  return layout(frame, 'Checkout', `<main>\n${summary(frame, checkout)}\n${form}\n</main>`);
}

export function authenticationPage(
  frame: PageFrame,
  checkout: LocalCheckoutView,
  action: string,
  token: string,
): string {
  const button = (outcome: 'complete' | 'fail', label: string, cls: string) =>
    `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="outcome" value="${outcome}">
<button type="submit"${cls ? ` class="${cls}"` : ''}>${label}</button>
</form>`;
  const body = `<main>
${summary(frame, checkout)}
<div class="panel">
<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm the payment of <strong>${formatSgd(checkout.amountTotal)}</strong> to ${escapeHtml(frame.shopName)} with the card ending in ${escapeHtml(checkout.cardLast4 ?? '3184')}.</p>
<p class="note">This is a test 3D Secure page: choose what the bank should answer.</p>
${button('complete', 'Complete authentication', '')}
${button('fail', 'Fail authentication', 'secondary')}
</div>
</main>`;
  return layout(frame, 'Authenticate', body);
}

export function messagePage(
  frame: PageFrame,
  title: string,
  text: string,
  link: { href: string; label: string } | null,
): string {
  const body = `<main class="single"><div class="panel">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(safeHref(link.href))}">${escapeHtml(link.label)}</a></p>` : ''}
</div></main>`;
  return layout(frame, title, body);
}
