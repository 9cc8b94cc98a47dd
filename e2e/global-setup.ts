import { JOURNEY_FIRST_SCREEN_TIMEOUT_MS, startShop } from './support/shop-server';

export default async function globalSetup() {
  const stop = await startShop({ firstScreenTimeoutMs: JOURNEY_FIRST_SCREEN_TIMEOUT_MS });
  return stop;
}
