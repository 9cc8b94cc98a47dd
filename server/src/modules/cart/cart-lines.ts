/**
 * The signed-in shopper's cart lines (§cart.line-fields), priced from the database at every read.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isPriceOnRequest, productLink, type ProductRow } from '../catalogue/product-view';

export async function cartLines(db: Db, userId: string) {
  const rows = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ line, product }) => ({
    _id: String(line.id),
    lineId: line.id,
    id: product.id,
    productId: product.id,
    name: product.name,
    image: product.media,
    description: product.description,
    price: product.priceCents / 100,
    weight: product.weight,
    quantity: line.quantity,
    section: product.section,
    category: product.category,
    cut: product.cut,
    colour: product.colour,
    clarity: product.clarity,
    countInStock: product.countInStock,
    link: productLink(product),
  }));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** A product that can be bought: exists, is on sale, is not price-on-request. */
export async function purchasableProduct(db: Db, productId: number): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product || !product.active) throw notFound('Product not found');
  if (isPriceOnRequest(product)) {
    throw badRequest('This piece is priced on request. Please enquire and our team will contact you.');
  }
  return product;
}

/**
 * §cart.stock-note: 'Out of stock' at zero, 'Only {n} products left' when stock is below the wanted quantity.
 */
export function assertInStock(product: Pick<ProductRow, 'countInStock'>, quantity: number): void {
  if (product.countInStock <= 0) throw badRequest('Out of stock', { countInStock: 0 });
  if (quantity > product.countInStock) {
    throw badRequest(`Only ${product.countInStock} products left`, { countInStock: product.countInStock });
  }
}
