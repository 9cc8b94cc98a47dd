/** §legal.terms: prices in SGD, disputes by negotiation, mediation then arbitration, Singapore law. */
import { Link, routeTable, shop } from '@gemstore/shared';
import { type Highlight, LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const highlights: Highlight[] = [
  { value: 'SGD', label: 'every price, in Singapore dollars' },
  { value: '30 days', label: 'of good-faith negotiation before mediation' },
  { value: 'Singapore', label: 'law governs these terms' },
];

const sections: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use our website and when you buy gemstones or jewellery from us.
          &ldquo;We&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {shop.name}, of {shop.location}.
          &ldquo;You&rdquo; means the person using the website or placing the order.
        </p>
        <p>
          By placing an order you accept these terms, together with our{' '}
          <Link to={routeTable.returnPolicy.path}>Return Policy</Link> and our{' '}
          <Link to={routeTable.privacyPolicy.path}>Privacy Policy</Link>. Please read them before you buy, and
          keep a copy for your records.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <>
        <p>
          You may browse as a guest. To keep a wishlist and a cart, and to buy, you need an account in your
          own name with accurate details.
        </p>
        <ul>
          <li>
            When you register, and when you sign in on a new device, we e-mail you a six-digit one-time code
            to confirm that it is you.
          </li>
          <li>
            &ldquo;Trust this device for 30 days&rdquo; lets you sign in on that device without a code for 30
            days. Use it only on a device that you alone use.
          </li>
          <li>
            Keep your password to yourself and tell us at once if you think someone else has used your
            account. You are responsible for orders placed through it until you tell us.
          </li>
        </ul>
        <p>We may suspend an account that is used fraudulently or in breach of these terms.</p>
      </>
    ),
  },
  {
    id: 'gemstones-and-jewellery',
    title: 'Gemstones and jewellery',
    body: (
      <>
        <p>
          Natural gemstones are each one of a kind. We describe every stone as carefully as we can, and we
          disclose every treatment we know of.
        </p>
        <ul>
          <li>
            Photographs and videos are taken in controlled light. Colour varies with lighting and from screen
            to screen, so a stone may look slightly different in your hand.
          </li>
          <li>
            Weights are given in carats to two decimal places, within a tolerance of 0.02ct, as set out in our{' '}
            <Link to={routeTable.returnPolicy.path}>Return Policy</Link>. Measurements of jewellery are
            approximate.
          </li>
          <li>
            Where a listing mentions a certificate, it is issued by an independent laboratory and describes
            the stone on the date of its report.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'prices-and-payment',
    title: 'Prices and payment',
    body: (
      <>
        <p>
          All prices are in <strong>Singapore dollars (SGD)</strong>, shown with the sign $, and include any
          goods and services tax that applies. The price that applies is the one shown when you place your
          order.
        </p>
        <ul>
          <li>
            Prices above $5,000 are shown once you are signed in. Featured pieces are priced on enquiry: the
            price we quote to you in writing is the price that applies.
          </li>
          <li>
            You pay by card through our payment provider&rsquo;s secure checkout. Your card details go to the
            provider; we never see or keep them. For custom commissions we also accept bank transfer and, in
            some cases, payment in instalments agreed in writing.
          </li>
          <li>
            If a price is obviously wrong, we will tell you before we accept your order, and you may confirm
            at the correct price or cancel.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and acceptance',
    body: (
      <>
        <p>
          Your order is an offer to buy. A contract is made when we confirm your order by e-mail after
          payment. As most of our stones are unique, a stone can occasionally be sold to someone else at the
          same moment; if we cannot fulfil your order for that or any other reason, we will tell you promptly
          and refund you in full.
        </p>
        <p>We may decline an order that we reasonably believe is fraudulent or made in error.</p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <ul>
          <li>
            Delivery within Singapore is free, and so is delivery abroad of an order placed from your cart. A
            piece bought on its own with Buy Now and sent to another country carries a flat delivery charge,
            shown at checkout before you pay.
          </li>
          <li>
            Every parcel is fully insured until it is delivered, and a signature is required. The item is
            yours, and at your risk, from the moment it is delivered to you or to someone you have named.
          </li>
          <li>
            Import duties and taxes charged by the destination country are payable by you. Delivery times are
            estimates, except for a rush order whose timing we have confirmed in writing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'custom-and-rush-orders',
    title: 'Custom, bespoke and rush orders',
    body: (
      <>
        <p>
          A custom piece usually takes 4 to 8 weeks from your approval of the design. Before we begin, we
          confirm in writing the design, the stone, the price, the timetable and the payment schedule. Changes
          after approval may alter the price and the timing; we will agree them with you first.
        </p>
        <p>
          A <strong>rush order</strong> is any order that we agree to manufacture within 4 weeks, or to ship
          in under 3 days. We accept rush orders only when we can meet them, and confirm them in writing.
        </p>
        <p>
          Custom, bespoke and rush orders are made or dispatched specially for you, so they cannot be returned
          for a change of mind. They remain covered if they are faulty or not as described.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <p>
        You may return or exchange a loose gemstone within 14 days of receipt, extended to 7 days after you
        receive a certificate if you sent the stone for certification within that window, and ready-to-wear
        jewellery within 30 days. Every refund requires an RMA number from us. The full rules, including what
        cannot be returned, are in our <Link to={routeTable.returnPolicy.path}>Return Policy</Link>.
      </p>
    ),
  },
  {
    id: 'using-our-website',
    title: 'Using our website',
    body: (
      <>
        <p>
          Please use the website lawfully and only for shopping with us or finding out about our work. Do not
          try to interfere with it, gain unauthorised access to it, or copy its content by automated means.
        </p>
        <p>
          The photographs, videos, text and jewellery designs on the website belong to {shop.name} or to those
          who license them to us. You may view and share them for your own, non-commercial use.
        </p>
      </>
    ),
  },
  {
    id: 'our-responsibility',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these
          terms or failing to use reasonable care. We are not responsible for loss that was not foreseeable,
          or for business losses. Otherwise, our total responsibility for any order is limited to the price
          you paid for it.
        </p>
        <p>
          Nothing in these terms limits our responsibility for death or personal injury caused by our
          negligence, for fraud, or for anything else that Singapore law does not allow us to limit, and
          nothing affects your rights under the Consumer Protection (Fair Trading) Act 2003 or the Sale of
          Goods Act 1979.
        </p>
      </>
    ),
  },
  {
    id: 'resolving-disputes',
    title: 'Resolving disputes',
    body: (
      <>
        <p>
          If something goes wrong, we want to put it right. Any dispute arising out of or in connection with
          these terms or an order is resolved in three steps:
        </p>
        <ol>
          <li>
            <strong>Negotiation.</strong> Write to us at <a href={`mailto:${shop.email}`}>{shop.email}</a>,
            describing the problem and what you would like us to do. We will both try in good faith to settle
            it by negotiation for <strong>30 days</strong> from the day we receive your message.
          </li>
          <li>
            <strong>Mediation.</strong> If the dispute is not settled within those 30 days, either of us may
            refer it to mediation at the Singapore Mediation Centre under its mediation procedure in force at
            the time.
          </li>
          <li>
            <strong>Arbitration.</strong> If the dispute is not resolved within <strong>60 days</strong> after
            the mediation starts, it shall be referred to and finally resolved by arbitration administered by
            the Singapore International Arbitration Centre under its arbitration rules in force at the time.
            The seat of the arbitration is Singapore, the tribunal is a single arbitrator, and the language is
            English.
          </li>
        </ol>
        <p>
          Nothing in this section stops either of us from asking a court for urgent interim relief, such as an
          order to preserve a disputed stone.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms, and every order placed under them, are governed by <strong>Singapore law</strong>.
        Subject to the dispute steps above, the courts of Singapore have jurisdiction.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time; the date at the top of this page shows the latest
        version. The terms in force on the day you place an order are the ones that apply to it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>For any question about these terms or an order, please get in touch.</p>
        <ShopContact />
      </>
    ),
  },
];

export function TermsAndConditions() {
  return (
    <LegalPage
      title="Terms & Conditions"
      eyebrow="Legal"
      lead="The terms on which we sell our gemstones and jewellery, and on which you use this website."
      highlights={highlights}
      sections={sections}
    />
  );
}
