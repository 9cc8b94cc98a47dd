export { serveShop, type ServeShopOptions, type ShopHandle } from './serve-shop';
export { PortInUseError, type OriginHandle } from './origin';
export { cacheControlFor } from './cache-control';
