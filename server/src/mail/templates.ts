/**
 * The shop's e-mails, each with a plain-text and an HTML body. Values from users are escaped in HTML.
 */
import { shop } from '@gemstore/shared/shop';
import { escapeHtml } from '../lib/html';

/** A file sent with a message (a calendar invitation); text content, as the outbox stores messages as JSON. */
export type Attachment = { filename: string; contentType: string; content: string };

export type Message = {
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
  /** Where a reply goes, when not to MAIL_FROM (the shop's copy of an enquiry: staff reply to the shopper). */
  replyTo?: string;
};

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #e8e1d6">
<tr><td style="padding:28px 32px;border-bottom:1px solid #e8e1d6;font-size:22px;letter-spacing:.18em;text-transform:uppercase">${escapeHtml(shop.name)}</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:1.6"><h1 style="font-weight:normal;font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e8e1d6;font:12px/1.5 Arial,sans-serif;color:#7a716a">${escapeHtml(shop.name)} · ${escapeHtml(shop.location)} · ${escapeHtml(shop.phone)} · ${escapeHtml(shop.email)}</td></tr>
</table></td></tr></table></body></html>`;
}

const signature = `\n\n${shop.name}\n${shop.location}\n${shop.phone} · ${shop.email}`;

/** `purpose`: one sentence saying what the code does when it is more than signing in (e.g. linking Google). */
export function verificationCodeMessage(firstName: string, code: string, purpose?: string): Message {
  const what = purpose ? ` ${purpose}` : '';
  return {
    subject: `${code} is your ${shop.name} verification code`,
    text: `Hello ${firstName},\n\nYour verification code is ${code}. It is valid for 10 minutes and can be used once.${what}\n\nIf you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.${signature}`,
    html: layout(
      'Your verification code',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your verification code is</p>
<p style="font:bold 32px/1 'Courier New',monospace;letter-spacing:.3em;margin:16px 0">${escapeHtml(code)}</p>
<p>It is valid for 10 minutes and can be used once.${escapeHtml(what)}</p><p style="color:#7a716a">If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.</p>`,
    ),
  };
}

export function passwordResetMessage(firstName: string, link: string, minutes: number): Message {
  return {
    subject: `Reset your ${shop.name} password`,
    text: `Hello ${firstName},\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\nIf you did not ask for a reset, ignore this e-mail; your password stays as it is.${signature}`,
    html: layout(
      'Reset your password',
      `<p>Hello ${escapeHtml(firstName)},</p><p>To choose a new password, use the button below within ${minutes} minutes.</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2b2622;color:#fff;padding:12px 22px;text-decoration:none;font-family:Arial,sans-serif">Reset password</a></p>
<p style="font-size:13px;color:#7a716a">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="color:#7a716a">If you did not ask for a reset, ignore this e-mail; your password stays as it is.</p>`,
    ),
  };
}

/**
 * Someone registered with the address of an existing, verified account. The register answer looks like any other
 * (it must not tell a stranger the address has an account), so the owner is told here instead.
 */
export function accountExistsMessage(firstName: string, loginLink: string, resetLink: string): Message {
  return {
    subject: `Someone tried to register with your ${shop.name} email`,
    text: `Hello ${firstName},\n\nSomeone just tried to create a new ${shop.name} account with this email address, which already has an account. Nothing was changed.\n\nIf it was you, log in: ${loginLink}\nForgot your password? Reset it: ${resetLink}\n\nIf it was not you, you can ignore this e-mail: nobody can use your account without your password and the codes we send to this address.${signature}`,
    html: layout(
      'Someone tried to register with your email',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Someone just tried to create a new ${escapeHtml(shop.name)} account with this email address, which already has an account. Nothing was changed.</p>
<p>If it was you, <a href="${escapeHtml(loginLink)}">log in</a>, or <a href="${escapeHtml(resetLink)}">reset your password</a> if you have forgotten it.</p>
<p style="color:#7a716a">If it was not you, you can ignore this e-mail: nobody can use your account without your password and the codes we send to this address.</p>`,
    ),
  };
}

/** Label/value rows as a table, values escaped and their line breaks kept. */
function fieldRows(fields: [label: string, value: string][]): string {
  return fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#7a716a;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0">${escapeHtml(value || '—').replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
}

function fieldLines(fields: [label: string, value: string][]): string {
  return fields.map(([label, value]) => `${label}: ${value || '—'}`).join('\n');
}

/** To the shop's inbox; a reply goes to the shopper (`replyTo`). */
export function enquiryMessage(
  kindLabel: string,
  fields: [label: string, value: string][],
  replyTo?: string,
): Message {
  return {
    subject: `New enquiry: ${kindLabel}`,
    text: `A new ${kindLabel.toLowerCase()} enquiry arrived on the website.\n\n${fieldLines(fields)}`,
    html: layout(
      `New enquiry: ${kindLabel}`,
      `<table role="presentation" style="font-size:15px">${fieldRows(fields)}</table>`,
    ),
    ...(replyTo && { replyTo }),
  };
}

export type EnquiryAcknowledgement = {
  /** Undefined greets without a name: a name typed into a form is not repeated to an address nobody verified. */
  firstName: string | undefined;
  subject: string;
  heading: string;
  /** What happens next, one paragraph each, as plain text (escaped in the HTML body). */
  paragraphs: string[];
  /** What the shopper sent, in words ('What you sent us'), or only what was received ('What we received'). */
  fields: [label: string, value: string][];
  fieldsHeading: 'What you sent us' | 'What we received';
  /** A button and its link (an appointment's cancel link), with a sentence before it. */
  action?: { lead: string; label: string; link: string };
  attachments?: Attachment[];
};

/** To the shopper: we have their enquiry, what happens next, and what they sent or what arrived. */
export function enquiryAcknowledgementMessage(ack: EnquiryAcknowledgement): Message {
  const hello = ack.firstName === undefined ? 'Hello,' : `Hello ${ack.firstName},`;
  const actionText = ack.action ? `\n\n${ack.action.lead}\n${ack.action.label}: ${ack.action.link}` : '';
  const actionHtml = ack.action
    ? `<p>${escapeHtml(ack.action.lead)}</p>
<p style="margin:20px 0"><a href="${escapeHtml(ack.action.link)}" style="background:#2b2622;color:#fff;padding:12px 22px;text-decoration:none;font-family:Arial,sans-serif">${escapeHtml(ack.action.label)}</a></p>
<p style="font-size:13px;color:#7a716a">Or paste this link into your browser: ${escapeHtml(ack.action.link)}</p>`
    : '';
  return {
    subject: ack.subject,
    text: `${hello}\n\n${ack.paragraphs.join('\n\n')}${actionText}\n\n${ack.fieldsHeading}:\n${fieldLines(ack.fields)}${signature}`,
    html: layout(
      ack.heading,
      `<p>${escapeHtml(hello)}</p>${ack.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${actionHtml}
<p style="margin-top:24px;color:#7a716a">${escapeHtml(ack.fieldsHeading)}</p><table role="presentation" style="font-size:15px;border-top:1px solid #e8e1d6">${fieldRows(ack.fields)}</table>`,
    ),
    ...(ack.attachments && { attachments: ack.attachments }),
  };
}

/** To the shop's inbox: a shopper cancelled an appointment with the link in its confirmation (the slot is free). */
export function appointmentCancelledMessage(
  fields: [label: string, value: string][],
  replyTo: string,
): Message {
  return {
    subject: 'Appointment cancelled by the shopper',
    text: `A shopper cancelled an appointment with the link in its confirmation e-mail. The time is free again.\n\n${fieldLines(fields)}`,
    html: layout(
      'Appointment cancelled by the shopper',
      `<p>A shopper cancelled an appointment with the link in its confirmation e-mail. The time is free again.</p><table role="presentation" style="font-size:15px">${fieldRows(fields)}</table>`,
    ),
    ...(replyTo && { replyTo }),
  };
}

export type OrderMailLine = { name: string; quantity: number; amount: string };

export function orderConfirmationMessage(
  firstName: string,
  reference: string,
  lines: OrderMailLine[],
  total: string,
  link: string,
): Message {
  const text = lines.map((l) => `${l.quantity} × ${l.name}  ${l.amount}`).join('\n');
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${l.quantity} × ${escapeHtml(l.name)}</td><td align="right" style="padding:6px 0">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  return {
    subject: `Your ${shop.name} order ${reference}`,
    text: `Hello ${firstName},\n\nThank you for your order ${reference}. We have received your payment.\n\n${text}\nTotal: ${total}\n\nSee your orders: ${link}${signature}`,
    html: layout(
      `Thank you for your order`,
      `<p>Hello ${escapeHtml(firstName)},</p><p>We have received your payment for order <strong>${escapeHtml(reference)}</strong>.</p>
<table role="presentation" width="100%" style="font-size:15px;border-top:1px solid #e8e1d6;border-bottom:1px solid #e8e1d6">${rows}
<tr><td style="padding:10px 0"><strong>Total</strong></td><td align="right"><strong>${escapeHtml(total)}</strong></td></tr></table>
<p style="margin-top:20px"><a href="${escapeHtml(link)}">See your orders</a></p>`,
    ),
  };
}

/**
 * To a shopper whose payment arrived but whose order staff must look at first (an amount that does not match, or a
 * payment after the reservation lapsed). Not a confirmation: the shop may still have to refund.
 */
export function paymentBeingCheckedMessage(firstName: string, reference: string, link: string): Message {
  return {
    subject: `We are checking your payment for order ${reference}`,
    text: `Hello ${firstName},\n\nWe received your payment for order ${reference} and are checking it before we confirm the order; we will e-mail you shortly. There is nothing you need to do.\n\nSee your orders: ${link}${signature}`,
    html: layout(
      'We are checking your payment',
      `<p>Hello ${escapeHtml(firstName)},</p><p>We received your payment for order <strong>${escapeHtml(reference)}</strong> and are checking it before we confirm the order; we will e-mail you shortly. There is nothing you need to do.</p>
<p style="margin-top:20px"><a href="${escapeHtml(link)}">See your orders</a></p>`,
    ),
  };
}

export type AttentionDetails = {
  reference: string;
  customerName: string;
  customerEmail: string;
  /** Why staff must look, one sentence each. */
  reasons: string[];
  orderTotal: string;
  paymentReference: string | null;
  checkoutId: string;
};

/** To the shop's inbox: an order marked 'Needs attention' that a person must settle (refund, or confirm by hand). */
export function paymentNeedsAttentionMessage(details: AttentionDetails): Message {
  const fields: [string, string][] = [
    ['Order', details.reference],
    ['Customer', `${details.customerName} <${details.customerEmail}>`],
    ['Order total', details.orderTotal],
    ['Payment reference', details.paymentReference ?? '—'],
    ['Checkout', details.checkoutId],
  ];
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#7a716a;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: `Payment needs attention: order ${details.reference}`,
    text: `A payment arrived for an order that needs a person before it is confirmed. The customer was told we are checking it; they got no order confirmation.\n\n${details.reasons.join('\n')}\n\n${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
    html: layout(
      `Payment needs attention: order ${details.reference}`,
      `<p>A payment arrived for an order that needs a person before it is confirmed. The customer was told we are checking it; they got no order confirmation.</p>
${details.reasons.map((r) => `<p><strong>${escapeHtml(r)}</strong></p>`).join('')}<table role="presentation" style="font-size:15px">${rows}</table>`,
    ),
  };
}
