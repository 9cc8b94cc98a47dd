export { serveShop, type ServeShopOptions, type ShopHandle } from './serve-shop';
export { PortInUseError, type OriginHandle } from './origin';
export { cacheControlFor } from './cache-control';
export type { PublicBuildFiles, RemotesJson, RemotesJsonSource } from './origin-app';
export { PINS_KEY, type ServerEntryPins } from './first-screen/integrity';
export { PERMISSIONS_POLICY } from './security-headers';
export { pinsFromBuilds } from './pins-from-builds';
