/**
 * §legal.return-policy. Loose gemstones have the 14-day window (plus 7 days after a certificate);
 * ready-to-wear jewellery has the 30-day free returns the product page promises. Why two windows:
 * docs/decisions/015.
 */
import { Link, routeTable, shop } from '@gemstore/shared';
import { type Highlight, LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const highlights: Highlight[] = [
  { value: '14 days', label: 'to return or exchange a loose gemstone' },
  { value: '30 days', label: 'free returns on ready-to-wear jewellery' },
  { value: '0.02ct', label: 'weight tolerance on every stone' },
  { value: 'RMA', label: 'number needed for every refund' },
];

const sections: LegalSection[] = [
  {
    id: 'our-promise',
    title: 'Our promise',
    body: (
      <>
        <p>
          Every stone at {shop.name} is chosen by hand, one at a time, and we would like you to love it as
          much in your hand as on the screen. If it is not right for you, this policy explains how to return
          or exchange it, how long you have, and what we refund.
        </p>
        <p>
          It applies to orders placed on our website. It does not limit the rights you have under Singapore
          law, including the Consumer Protection (Fair Trading) Act 2003, when an item is faulty or not as
          described.
        </p>
      </>
    ),
  },
  {
    id: 'return-windows',
    title: 'Return windows',
    body: (
      <>
        <p>
          How long you have depends on what you bought. Every window starts on the day you receive the item.
        </p>
        <h3>Loose gemstones: 14 days</h3>
        <p>
          You may return or exchange a loose gemstone within a <strong>14-day</strong> window from the day you
          receive it.
        </p>
        <h3>When a stone is sent for certification</h3>
        <p>
          If you send a loose gemstone to an independent gemmological laboratory for a report within those 14
          days, your window is extended until <strong>7 days after you receive the certificate</strong>. Let
          us know by e-mail when you send the stone, with your order number and the name of the laboratory, so
          that we can note the extension on your order. The stone should go from you to the laboratory and
          back to you without being set, recut or treated. The laboratory&rsquo;s fee is yours to pay, unless
          the report shows that the stone is not as we described it.
        </p>
        <h3>Ready-to-wear jewellery: 30 days, free returns</h3>
        <p>
          Rings, earrings, necklaces, bracelets and brooches from our jewellery collection, sold finished and
          ready to wear, may be returned or exchanged within <strong>30 days</strong> of receipt. This is the
          30-day free returns shown on our product pages: we send you a prepaid, insured return label or
          arrange a courier collection at no cost to you.
        </p>
        <p>
          Jewellery we make or set for you, including a setting for a stone you bought from us, is a custom
          piece rather than ready-to-wear: see what we cannot take back, below.
        </p>
      </>
    ),
  },
  {
    id: 'exclusions',
    title: 'What we cannot take back',
    body: (
      <>
        <p>
          The following cannot be returned or exchanged for a change of mind. They are still covered if they
          are faulty or not as described.
        </p>
        <ul>
          <li>
            <strong>Custom and bespoke pieces</strong>: anything made to your design or specification,
            jewellery we set with a stone you chose or brought to us, and any piece resized, engraved or
            otherwise altered at your request.
          </li>
          <li>
            <strong>Rush orders</strong>, as defined below.
          </li>
          <li>
            Items that are not in the condition in which we sent them: worn beyond trying on, damaged, set or
            reset, recut, repolished, treated or otherwise worked on by anyone other than us.
          </li>
          <li>
            Items returned without their certificates, laboratory reports, grading documents or original
            packaging.
          </li>
          <li>Items returned after their window has closed.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'rush-orders',
    title: 'Rush orders',
    body: (
      <>
        <p>
          A <strong>rush order</strong> is any order that we agree to manufacture within{' '}
          <strong>4 weeks</strong>, or to ship in <strong>under 3 days</strong>, at your request. Sourcing,
          making or dispatching a piece outside our usual schedule cannot be undone, so rush orders are final
          sale and are not returnable or exchangeable for a change of mind.
        </p>
        <p>
          We will always tell you, before you pay, that an order counts as a rush order, and we confirm it in
          writing. Our usual timings, including the 4 to 8 weeks a custom piece normally takes, are set out in
          our <Link to={routeTable.termsAndConditions.path}>Terms &amp; Conditions</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'weight-tolerance',
    title: 'Weight tolerance',
    body: (
      <>
        <p>
          We weigh every stone and list its weight in carats to two decimal places. Scales differ very
          slightly from one another, so a weight measured by you, by us or by a laboratory that is within{' '}
          <strong>0.02ct</strong> of the listed weight, above or below, means the stone is as described. A
          stone listed at 1.50ct, for example, may weigh anything from 1.48ct to 1.52ct.
        </p>
        <p>
          A difference of more than 0.02ct is not a matter of tolerance: the stone is not as described, and
          you may return it as set out below, within its window or any certificate extension.
        </p>
      </>
    ),
  },
  {
    id: 'faulty-items',
    title: 'Faulty or not as described',
    body: (
      <>
        <p>
          If an item reaches you damaged or faulty, or is not as we described it (for example its identity,
          disclosed treatment or origin differ, or its weight differs by more than 0.02ct), please contact us
          as soon as you notice. We will collect it at our cost and, at your choice, replace it, exchange it
          or refund it in full, including the delivery charge you paid and a reasonable laboratory fee if a
          report showed the difference.
        </p>
        <p>
          We do not offer a general repair service, but that never affects our responsibility for an item that
          was faulty when it was delivered.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-return',
    title: 'How to return: the RMA number',
    body: (
      <>
        <p>
          Every return starts with a <strong>Return Merchandise Authorisation (RMA) number</strong>.{' '}
          <strong>A refund requires an RMA number</strong>: it is how we match your parcel to your order and
          insure it on its way back.
        </p>
        <ol>
          <li>
            Within your return window, e-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> or call{' '}
            <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a> with your order number, the
            item and whether you would like a refund or an exchange.
          </li>
          <li>
            We reply within 2 business days with your RMA number and a prepaid, insured return label or a
            courier collection time. In Singapore you may also bring the item to our showroom by appointment.
          </li>
          <li>
            Pack the item with its certificates, reports, box and pouch. Write the RMA number on the outer
            parcel and quote it in every message about the return.
          </li>
          <li>Send it only by the insured method we give you, and keep the receipt and tracking number.</li>
        </ol>
        <p>
          Parcels sent without an RMA number, or by another carrier, are not insured by us and may take much
          longer to identify.
        </p>
      </>
    ),
  },
  {
    id: 'refunds-and-exchanges',
    title: 'Refunds and exchanges',
    body: (
      <>
        <p>
          We inspect every return within 3 business days of receiving it and tell you the outcome. Once a
          return is accepted, we refund the price you paid for the item to your original payment method within
          5 business days; your card issuer or bank may take a few more days to show it.
        </p>
        <p>
          <strong>No shipping refund for change of mind.</strong> When you return an item because you have
          changed your mind, we refund the item but not the delivery charge paid on the original order.
          Delivery within Singapore is free; overseas orders carry a flat delivery charge shown at checkout.
          For faulty items and items not as described, we refund the delivery charge too.
        </p>
        <p>
          For an exchange, choose any available stone or piece. If it costs more, you pay the difference; if
          it costs less, we refund the difference. We send the exchanged item to you free of charge.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>For a return, an exchange or a question about this policy, our team is here to help.</p>
        <ShopContact />
      </>
    ),
  },
];

export function ReturnPolicy() {
  return (
    <LegalPage
      title="Return Policy"
      eyebrow="Customer care"
      lead="Returns and exchanges, made simple: how long you have, what can come back, and how we refund."
      highlights={highlights}
      sections={sections}
    />
  );
}
