/**
 * The shop's menus (§nav.main-menu, §footer.links, §mobile-menu.entries), in one place for the header, the
 * mobile menu and the footer.
 */
import { gemstoneCategories, jewelleryCategories } from '@gemstore/shared';
import type { MenuEntry } from './mobile-menu/menu-state';

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

const categoryEntries = (section: 'gemstones' | 'jewellery', categories: readonly string[]): MenuEntry[] =>
  categories.map((category) => ({
    id: `${section}-${category}`,
    name: category,
    to: `/${section}/${category}`,
  }));

/**
 * §mobile-menu.entries: Home, Wishlist, Education, Services, Contact Us, and the Gemstones and Jewellery
 * submenus.
 */
export const mobileMenu: MenuEntry[] = [
  { id: 'home', name: 'Home', to: '/' },
  { id: 'gemstones', name: 'Gemstones', subMenu: categoryEntries('gemstones', gemstoneCategories) },
  { id: 'jewellery', name: 'Jewellery', subMenu: categoryEntries('jewellery', jewelleryCategories) },
  { id: 'wishlist', name: 'Wishlist', to: '/wishlist' },
  { id: 'education', name: 'Education', to: '/education' },
  { id: 'services', name: 'Services', to: '/services' },
  { id: 'contact', name: 'Contact Us', to: '/contact' },
];
