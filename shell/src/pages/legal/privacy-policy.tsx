/**
 * §legal.privacy, under Singapore's Personal Data Protection Act 2012. The cookies described are the shop's
 * own: the session cookie and the 30-day trusted-device cookie (docs/decisions/003).
 */
import { Link, routeTable, shop } from '@gemstore/shared';
import { type Highlight, LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const highlights: Highlight[] = [
  { value: '10 business days', label: 'about how long we take to act on a withdrawal of consent' },
  { value: '30 calendar days', label: 'to answer an access or correction request' },
  { value: 'PDPA', label: 'Singapore’s Personal Data Protection Act 2012' },
];

const sections: LegalSection[] = [
  {
    id: 'about-this-policy',
    title: 'About this policy',
    body: (
      <>
        <p>
          {shop.name} respects your privacy. This policy explains what personal data we collect, why we
          collect it, with whom we share it and the choices you have. We handle personal data in line with
          Singapore&rsquo;s <strong>Personal Data Protection Act 2012 (PDPA)</strong>.
        </p>
        <p>
          It covers our website, the e-mails we send, your enquiries and appointments, and the orders you
          place with us.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The personal data we collect',
    body: (
      <>
        <h3>Your account</h3>
        <p>
          Your first and last name, e-mail address and password when you register, and, if you add them, your
          address, country and a profile picture. We keep your password only in a scrambled (hashed) form that
          no one, including us, can read back.
        </p>
        <h3>Your orders</h3>
        <p>
          The pieces in your wishlist and cart, what you buy, the amounts paid, and the name, e-mail and
          delivery address for each order. Card payments are made on our payment provider&rsquo;s secure page:
          it receives your card details, and we never see or keep them.
        </p>
        <h3>Your enquiries</h3>
        <p>
          What you tell us when you book an appointment, ask for a custom piece or a stone, or leave a
          message: your name, e-mail, phone number, country, preferred date, time and meeting place, and your
          message.
        </p>
        <h3>One-time codes</h3>
        <p>
          When you register, or sign in on a device we do not recognise, we e-mail you a six-digit one-time
          code. We keep a record of the code, in scrambled form, and of when it was sent and used, so that
          only you can sign in to your account.
        </p>
        <h3>Cookies and your browser</h3>
        <p>Described in the next section.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: (
      <>
        <p>
          We use only the cookies the shop needs to work, and no advertising or cross-site tracking cookies.
        </p>
        <ul>
          <li>
            <strong>Session cookie.</strong> Keeps you signed in while you shop. It holds a random identifier,
            not your details, and ends when you log out or after 14 days.
          </li>
          <li>
            <strong>Trusted-device cookie.</strong> Set only if you tick &ldquo;Trust this device for 30
            days&rdquo;. For <strong>30 days</strong> it lets you sign in on that device without a new
            one-time code. It holds a random identifier and is cancelled when you change or reset your
            password.
          </li>
          <li>
            <strong>Your browser&rsquo;s storage.</strong> Remembers a few things on your own device: that you
            are signed in, where you are in a sign-in, and the gemstone filters you chose.
          </li>
        </ul>
        <p>
          You can delete cookies in your browser settings at any time; you will then need to sign in again.
          Our payment provider&rsquo;s checkout page sets its own cookies, described in its own privacy
          notice.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To create and secure your account, including confirming your identity with one-time codes.</li>
        <li>
          To take payment for, prepare, insure and deliver your orders, and to handle returns and exchanges.
        </li>
        <li>To answer your enquiries, arrange appointments and prepare quotes for custom pieces.</li>
        <li>To keep the shop safe, prevent fraud, and meet our legal, accounting and tax obligations.</li>
        <li>
          To send you news of new stones and collections, only if you have agreed to receive it. Every such
          e-mail lets you unsubscribe.
        </li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent and withdrawing it',
    body: (
      <>
        <p>
          We collect, use and disclose your personal data with your consent, or where the PDPA otherwise
          allows it. You give your consent when you provide the data for a purpose described here.
        </p>
        <p>
          You may withdraw your consent at any time by e-mailing us at{' '}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>. We will process your request within about{' '}
          <strong>10 business days</strong> of receiving it, and tell you beforehand what withdrawing will
          mean for you; for example, without your contact details we cannot deliver an order or answer an
          enquiry. Withdrawing consent does not affect records that the law requires us to keep.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data. We share it only as needed with:</p>
        <ul>
          <li>our payment provider, to take card payments securely;</li>
          <li>insured couriers and, for overseas deliveries, customs agents;</li>
          <li>gemmological laboratories, when a stone is certified for you;</li>
          <li>
            the providers who host our website and send our e-mails, under contract and on our instructions;
          </li>
          <li>our professional advisers, and authorities where the law requires it.</li>
        </ul>
        <p>
          When any of them handles your data outside Singapore, we make sure it is protected to a standard
          comparable to the PDPA.
        </p>
      </>
    ),
  },
  {
    id: 'protection-and-retention',
    title: 'Protection and retention',
    body: (
      <>
        <p>
          Your data travels over encrypted connections, passwords and one-time codes are stored only in hashed
          form, codes expire after a few minutes and can be used once, and only the staff who need your data
          can see it. If a data breach ever affected you, we would notify you and the Personal Data Protection
          Commission as the PDPA requires.
        </p>
        <p>
          We keep personal data only as long as we need it for the purposes above or the law requires: order
          and payment records, for example, are kept for five years for accounting and tax purposes. After
          that we delete or anonymise it.
        </p>
      </>
    ),
  },
  {
    id: 'access-and-correction',
    title: 'Access and correction',
    body: (
      <>
        <p>
          You may ask us for a copy of the personal data we hold about you and how it has been used or
          disclosed in the past year, and ask us to correct anything that is wrong or incomplete. You can
          update your name and address yourself in your profile at any time.
        </p>
        <p>
          Send your request to <a href={`mailto:${shop.email}`}>{shop.email}</a>. We will confirm your
          identity and answer within <strong>30 calendar days</strong>. If we cannot answer in that time, we
          will tell you within those 30 days when we can. We may charge a reasonable fee for an access
          request, and will tell you the amount before we proceed.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as the shop or the law changes. The date at the top of this page shows the
        latest version. Our <Link to={routeTable.termsAndConditions.path}>Terms &amp; Conditions</Link>{' '}
        explain how the rest of our relationship works.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact our Data Protection Officer',
    body: (
      <>
        <p>
          For any request or question about your personal data, please write to our Data Protection Officer.
          If you are not satisfied with our answer, you may contact the Personal Data Protection Commission of
          Singapore.
        </p>
        <ShopContact attention="Attention: Data Protection Officer" />
      </>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      eyebrow="Legal"
      lead="How we collect, use and protect your personal data, and the choices you have."
      highlights={highlights}
      sections={sections}
    />
  );
}
