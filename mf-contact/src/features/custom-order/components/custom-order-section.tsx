/**
 * The contact page's custom-order section. It answers 'Enquire for Price' from the catalogue (SPEC §2): the request
 * arrives through the shared module (ADR 016), the page scrolls here and shows the piece and the message the
 * custom-order form will start with. The form itself comes with the contact issue; until then the shopper is told
 * how to reach the shop with that message.
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { CUSTOM_ORDER_SECTION_ID, customOrderRequestAtom, shop } from '@gemstore/shared';

export function CustomOrderSection() {
  const request = useAtomValue(customOrderRequestAtom);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!request) return;
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [request]);

  return (
    <Section id={CUSTOM_ORDER_SECTION_ID} ref={section} tabIndex={-1} aria-labelledby="custom-order-title">
      <h2 id="custom-order-title">Custom Order</h2>
      <p>
        Bespoke jewellery made around the stone you choose. Tell us what you have in mind and our gemologist
        will reply within two working days.
      </p>
      {request ? (
        <Enquiry role="group" aria-label="Your enquiry">
          <p>
            Enquiring about <a href={request.productLink}>{request.productName}</a>
          </p>
          <label>
            Message
            <textarea readOnly value={request.message} rows={6} />
          </label>
          <p>
            Send it to{' '}
            <a href={`mailto:${shop.email}?body=${encodeURIComponent(request.message)}`}>{shop.email}</a> or
            call {shop.phone}.
          </p>
        </Enquiry>
      ) : null}
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({
  scrollMarginTop: '6rem',
  marginTop: theme.space(12),
  padding: `${theme.space(8)} 0`,
  borderTop: `1px solid ${theme.colour.line}`,
  '&:focus': { outline: 'none' },
  h2: {
    margin: `0 0 ${theme.space(3)}`,
    font: `500 2rem/1.2 ${theme.font.display}`,
    color: theme.colour.ink,
  },
  p: { maxWidth: '40rem', color: theme.colour.inkSoft, font: `400 1rem/1.7 ${theme.font.body}` },
}));

const Enquiry = styled.div(({ theme }) => ({
  maxWidth: '40rem',
  marginTop: theme.space(6),
  padding: theme.space(6),
  background: theme.colour.ivory,
  border: `1px solid ${theme.colour.line}`,
  label: {
    display: 'grid',
    gap: theme.space(2),
    color: theme.colour.ink,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
  },
  textarea: {
    padding: theme.space(3),
    border: `1px solid ${theme.colour.line}`,
    background: theme.colour.paper,
    color: theme.colour.ink,
    font: `400 0.9375rem/1.6 ${theme.font.body}`,
    letterSpacing: 0,
    textTransform: 'none',
    resize: 'vertical',
  },
  a: { color: theme.colour.goldDeep },
}));
