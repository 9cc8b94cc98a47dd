/** The main menu of SPEC §2 Navigation, in one place for the header and the footer. */
export const mainMenu = [
  { label: 'Home', to: '/' },
  { label: 'Gemstones', to: '/gemstones/Featured' },
  { label: 'Jewellery', to: '/jewellery/Featured' },
  { label: 'Education', to: '/education' },
  { label: 'Services', to: '/services' },
  { label: 'Contact Us', to: '/contact' },
] as const;

export const legalLinks = [
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Return Policy', to: '/return-policy' },
] as const;
