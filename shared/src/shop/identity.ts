/** Who the shop is: one place for the brand and contact details shown in the footer, e-mails and pages. */
export const shop = {
  name: 'Gemstore',
  vision:
    'Rare coloured gemstones and bespoke jewellery, chosen one stone at a time and set to last a lifetime.',
  location: '14 Scotts Road, #03-21, Singapore 228213',
  phone: '+65 6100 4367',
  email: 'hello@gemstore.sg',
  currency: 'SGD',
  footerYear: 2025,
} as const;
