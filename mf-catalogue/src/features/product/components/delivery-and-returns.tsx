/**
 * The delivery and returns box (§product.delivery-box; once "Delivery free; 30-day free returns"). How long a
 * return window is depends on what is bought (ADR 015): 30 days for ready-to-wear jewellery, 14 days for a
 * loose gemstone (longer when it goes for certification), so a gemstone's page does not promise 30 days.
 * Return shipping is free inside either window. Delivery is said as the cart and checkout say it (ADR 042):
 * free in Singapore; abroad, free on an order from the cart and a flat fee with Buy Now, so checkout holds no
 * surprise.
 */
import { useId } from 'react';
import styled from '@emotion/styled';
import { RotateCcw, Truck } from 'lucide-react';
import { deliveryWords, Link, routeTable, type Section } from '@gemstore/shared';
import { Heading } from './about-product';

/** ADR 015: the return window, in days, for what the shopper is buying. */
export const RETURN_DAYS: Record<Section, number> = { gemstones: 14, jewellery: 30 };

export function DeliveryAndReturns({ section }: { section: Section }) {
  const headingId = useId();
  const days = RETURN_DAYS[section];
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>Delivery and returns</Heading>
      <Promises>
        <li>
          <Truck aria-hidden="true" size={22} strokeWidth={1.25} />
          <div>
            <strong>Delivery</strong>
            <p>{deliveryWords.productPage}</p>
          </div>
        </li>
        <li>
          <RotateCcw aria-hidden="true" size={22} strokeWidth={1.25} />
          <div>
            <strong>{days}-day free returns</strong>
            <p>
              {section === 'gemstones'
                ? 'Return or exchange a loose gemstone within 14 days of receipt, or until 7 days after its certificate arrives if you send it to a laboratory within those 14 days.'
                : 'Return or exchange within 30 days of receipt, with a prepaid, insured return label.'}
            </p>
          </div>
        </li>
      </Promises>
      <PolicyLink to={`${routeTable.returnPolicy.path}#return-windows`}>Read our Return Policy</PolicyLink>
    </Box>
  );
}

const Box = styled.section(({ theme }) => ({
  padding: theme.space(6),
  background: theme.colour.ivory,
  [theme.media.large]: { padding: theme.space(8) },
}));

const Promises = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  margin: `0 0 ${theme.space(5)}`,
  padding: 0,
  listStyle: 'none',
  li: { display: 'flex', gap: theme.space(4), alignItems: 'flex-start' },
  svg: { flex: 'none', marginTop: '2px', color: theme.colour.goldDeep },
  strong: {
    display: 'block',
    color: theme.colour.ink,
    font: `500 0.75rem/1.5 ${theme.font.body}`,
    letterSpacing: '0.2em',
    textTransform: 'uppercase',
  },
  p: {
    margin: `${theme.space(1)} 0 0`,
    color: theme.colour.inkSoft,
    font: `400 0.9375rem/1.6 ${theme.font.body}`,
  },
}));

const PolicyLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.colour.ink,
  font: `500 0.9375rem/1.4 ${theme.font.body}`,
  textDecorationColor: theme.colour.gold,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.3em',
  '&:hover': { textDecorationColor: theme.colour.ink },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
