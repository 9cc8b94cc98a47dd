/**
 * @gemstore/shared: the one module every part of the shop imports (a federation singleton, evaluated once per
 * page, in the shell's main.js: so every page downloads all of it). The React-free parts also have their own entries
 * (`/routes`, `/links`, `/taxonomy`, `/validation`, `/shop`) for the server and tests. What only some pages use is a
 * page singleton of its own (`/data`, `/dialog`, `/forms`, `/mount`), and what no page uses is not here at all: a
 * remote's standalone page (`/standalone`, development only) and the route table's lint (routes/ownership.ts).
 */
export * from './routes';
export * from './links';
export * from './format';
export * from './types';
export { api, ApiError, createApiClient, toApiError, type ApiClient } from './api/client';
export * from './session/store';
export * from './session/user';
export { refreshSession } from './session/refresh-session';
export * from './session/wishlist';
export { handOverWaitingWishes, WAITING_WISHES_KEY } from './session/waiting-wishes';
export * from './session/custom-order-request';
export { LOGIN_REDIRECT_MS, useSendToLogin } from './session/send-to-login';
export { SignedInOnly, type SignedInOnlyProps } from './session/signed-in-only';
export { notify, ShopToaster, toastTimings } from './notify';
export * from './contract/google-sign-in-messages';
export { theme, type ShopTheme } from './theme';
export { globalStyles } from './theme/global-styles';
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
export { emotionKeyOf, RemoteProviders, type RemoteProps } from './platform/remote-root';
export * from './platform/first-screen';
export { lazyPage } from './platform/lazy-page';
export { deliveryWords, shop } from './shop';
export * from './taxonomy';
export * from './platform/exposures';
export {
  EXPOSURE_RETRY_DELAYS_MS,
  ExposureUnavailableError,
  loadedExposure,
  loadExposure,
  provideExposureLoader,
  reloadExposure,
  useExposure,
  type ExposureLoader,
} from './platform/remote-exposure';
export * from './router';
