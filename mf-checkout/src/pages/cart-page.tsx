/** 'Your Cart' from the shared session store, which the shell reloads on every route change (SPEC §4). */
import { formatPrice, Link, PageContainer, PageHeading, useCart } from '@gemstore/shared';

export function CartPage() {
  const lines = useCart();
  return (
    <PageContainer>
      <PageHeading>Your Cart</PageHeading>
      {lines.length === 0 ? (
        <p>
          Your cart is empty <Link to="/gemstones/featured">Start Shopping</Link>
        </p>
      ) : (
        <ul aria-label="Cart">
          {lines.map((line) => (
            <li key={line.lineId}>
              <Link to={line.link}>{line.name}</Link> × {line.quantity} —{' '}
              {formatPrice(line.price * line.quantity)}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
