/**
 * ADR 036: a production shop that runs the built-in test provider on purpose (a staging shop) says so on every
 * page, so nobody takes its 4242… "purchases" for real ones. The API's health answer says whether it is one; a real
 * shop (or one that cannot be asked) shows nothing.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { api } from '@gemstore/shared';

export const TEST_SHOP_MESSAGE =
  'This is a test shop. Nothing bought here is real: no money is taken and no piece is sent.';

export function TestShopBanner() {
  const [testShop, setTestShop] = useState(false);
  useEffect(() => {
    let current = true;
    api
      .get<{ testShop?: unknown }>('/health')
      .then(({ data }) => current && setTestShop(data.testShop === true))
      // No answer: the pages say what they can; this banner only ever adds a warning.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!testShop) return null;
  return (
    <Banner aria-label="Test shop">
      <strong>{TEST_SHOP_MESSAGE}</strong>
    </Banner>
  );
}

/**
 * Last in the page and sticky at the bottom: always in view, never under the fixed header, and at the end of the page
 * it takes its own place after the footer instead of covering it.
 */
const Banner = styled.aside({
  position: 'sticky',
  bottom: 0,
  zIndex: 60,
  background: '#7a1f1f',
  color: '#fff',
  padding: '10px 16px',
  textAlign: 'center',
  fontSize: '0.95rem',
  lineHeight: 1.4,
});
