/**
 * @gemstore/shared: the one module every part of the shop imports (a federation singleton, evaluated once per
 * page). The React-free parts also have their own entries (`/routes`, `/links`, `/taxonomy`, `/validation`, `/shop`)
 * for the server and tests.
 */
export * from './routes';
export * from './links';
export * from './format';
export * from './types';
export { api, ApiError, createApiClient, toApiError, type ApiClient } from './api/client';
export * from './session/store';
export * from './session/user';
export * from './session/cart';
export { refreshSession } from './session/refresh-session';
export * from './session/wishlist';
export * from './session/custom-order-request';
export { LOGIN_REDIRECT_MS, useSendToLogin } from './session/send-to-login';
export { notify, ShopToaster, toastTimings } from './notify';
export * from './contract/google-sign-in-messages';
export { theme, type ShopTheme } from './theme';
export {
  BackButton,
  Button,
  ButtonAnchor,
  ButtonLink,
  EmptyState,
  hasShopHistory,
  IconButton,
  iconTarget,
  LoadingPanel,
  NoticeAnchor,
  NoticeLink,
  NoticePage,
  PageContainer,
  PageHeading,
  Spinner,
  useKnownMediaQuery,
  useMediaQuery,
  usePrefersReducedMotion,
  WishlistHeart,
  firstStill,
  PiecePicture,
  STILL_PICTURE,
  thumbnailOf,
} from './ui';
export { emotionKeyOf, mountRemote, RemoteProviders, type RemoteProps } from './platform/remote-root';
export * from './platform/first-screen';
export { lazyPage } from './platform/lazy-page';
export { shop } from './shop';
export * from './taxonomy';
export { mountStandalone } from './platform/standalone';
export * from './router';
