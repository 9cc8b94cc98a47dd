import { startShop } from './support/shop-server';

export default async function globalSetup() {
  const stop = await startShop();
  return stop;
}
