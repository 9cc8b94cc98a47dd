/** A summary's picture, on the cart's and on the checkout's (§cart.summary-picture). */
import { firstStill } from '@gemstore/shared';

/**
 * §cart.summary-picture: the summary shows a line's JPEG or PNG picture, and the placeholder when it has
 * none. A cart line has its pictures; a checkout line (priced by the server) its first.
 */
const SUMMARY_PICTURE = /\.(?:jpe?g|png)$/i;

export const summaryPicture = (line: { image: readonly string[] | string | null }): string | null =>
  firstStill(typeof line.image === 'string' ? [line.image] : (line.image ?? []), SUMMARY_PICTURE);
