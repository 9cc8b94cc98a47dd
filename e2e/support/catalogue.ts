/** Products of the seeded catalogue, found the way the shop finds them (the listing call). */
import { shopUrl } from './ports';

/** The link of the first ruby in the listing: a real product page for benchmarks to open. */
export async function firstProductLink(): Promise<string> {
  const response = await fetch(`${shopUrl}/api/v1/products/?section=gemstones&category=Ruby`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { product } = (await response.json()) as { product: { link: string }[] };
  const link = product[0]?.link;
  if (!link) throw new Error('The catalogue has no ruby to open');
  return link;
}
