/** Test-only products shaped like the server's answers. */
import { productLink, type Product } from '@gemstore/shared';

export function aProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  const base: Product = {
    _id: String(overrides.id),
    id: overrides.id,
    name: `Ruby ${overrides.id}`,
    description: 'A clean, glowing red ruby from Mozambique.',
    price: 1000 * overrides.id,
    priceHidden: null,
    weight: 1 + overrides.id / 10,
    cut: 'Oval',
    colour: 'Red',
    clarity: 'Eye-Clean',
    category: 'Ruby',
    section: 'gemstones',
    image: [`/api/v1/media/products/${overrides.id}/1.jpg`],
    countInStock: 1,
    quantity: 1,
    link: '',
  };
  const product = { ...base, ...overrides };
  return { ...product, link: overrides.link ?? productLink(product) };
}
