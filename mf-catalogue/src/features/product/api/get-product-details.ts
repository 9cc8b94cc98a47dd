/**
 * GET /products/getProductDetails/{id} (SPEC §7): one product as this shopper may see it. The server hides the price
 * of Featured pieces and, for guests, prices above the guest limit (SPEC §6), so the answer depends on who asks.
 */
import { api, type Product } from '@gemstore/shared';

export type ProductDetailsAnswer = { success: boolean; product: Product };

export async function getProductDetails(productId: number, signal: AbortSignal): Promise<Product> {
  const { data } = await api.get<ProductDetailsAnswer>(`/products/getProductDetails/${productId}`, {
    signal,
  });
  return data.product;
}
