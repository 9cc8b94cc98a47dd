import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, type orders } from '../../db/schema';
import { dollars } from '../checkout/pricing';

type OrderRow = typeof orders.$inferSelect;

/** Orders as the order-history card shows them (§order.fields), with their lines. */
export async function orderViews(db: Db, rows: OrderRow[]) {
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return rows.map((order) => ({
    _id: order.id,
    id: order.id,
    reference: order.reference,
    status: order.status,
    date: order.createdAt.toISOString(),
    items: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        price: dollars(l.unitPriceCents),
        imageUrl: l.imageUrl,
      })),
    subtotal: dollars(order.subtotalCents),
    shipping: dollars(order.shippingCents),
    total: dollars(order.totalCents),
    currency: order.currency.toUpperCase(),
    shippingDetails: order.customer.shipping,
  }));
}
