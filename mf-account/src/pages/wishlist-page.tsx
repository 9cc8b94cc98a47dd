/** 'Your Wishlist' from the shared session store (no fetch of its own: the store is the page's one truth). */
import { Link, PageContainer, PageHeading, truncate, useWishlist } from '@gemstore/shared';

export function WishlistPage() {
  const items = useWishlist();
  return (
    <PageContainer>
      <PageHeading>Your Wishlist</PageHeading>
      {items.length === 0 ? (
        <p>
          Your wishlist is empty. <Link to="/gemstones/featured">Start Shopping</Link>
        </p>
      ) : (
        <ul aria-label="Wishlist">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.link}>{item.name}</Link> — {truncate(item.description)}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
