/** The shapes the API answers with (SPEC §3, §7), as the UI reads them. */
import type { Role } from '../routes';
import type { Section } from '../taxonomy';
import type { Address } from '../validation/checkout';

/** One address shape for the API, the UI and the server: what the address rules accept (validation/checkout). */
export type { Address };

export type User = {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  image: string | null;
  address: Address;
  verified: boolean;
};

export type Product = {
  _id: string;
  id: number;
  name: string;
  description: string;
  /** null when hidden: see priceHidden. */
  price: number | null;
  /** 'enquire' for Featured pieces, 'login' for a guest above the guest price limit. */
  priceHidden: 'enquire' | 'login' | null;
  weight: number | null;
  cut: string | null;
  colour: string | null;
  clarity: string | null;
  category: string;
  section: Section;
  image: string[];
  countInStock: number;
  quantity: number;
  link: string;
};

export type CartLine = {
  _id: string;
  lineId: number;
  id: number;
  productId: number;
  name: string;
  image: string[];
  description: string;
  price: number;
  weight: number | null;
  quantity: number;
  section: Section;
  category: string;
  cut: string | null;
  colour: string | null;
  clarity: string | null;
  countInStock: number;
  link: string;
};

export type WishlistItem = Product;

export type ApiMessage = { success: boolean; message: string };
