export {
  Button,
  ButtonAnchor,
  ButtonLink,
  IconButton,
  iconTarget,
  PageContainer,
  PageHeading,
  Spinner,
} from './primitives';
export { NoticeAnchor, NoticeLink, NoticePage } from './notice-page';
export { useKnownMediaQuery, useMediaQuery } from './use-media-query';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
export { BackButton, hasShopHistory } from './back-button';
export { EmptyState } from './empty-state';
export { LoadingPanel } from './loading-panel';
export { WishlistHeart } from './wishlist-heart';
export { firstStill, PiecePicture, STILL_PICTURE, thumbnailOf } from './piece-picture';
