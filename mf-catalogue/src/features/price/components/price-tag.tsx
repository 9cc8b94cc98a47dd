/**
 * `<PriceTag>`: a piece's price, or what stands in for it (priceDisplay), drawn the same way wherever it shows.
 * `size` is the place's scale ('card' on listing and wishlist cards, 'page' on a product page); `onEnquire` makes
 * 'Enquire for Price' the button that starts the enquiry, where the place offers one. 'Login to view price' is a
 * link to /login that brings the shopper back here.
 */
import styled from '@emotion/styled';
import { Link, useLocation, type PriceTagProps } from '@gemstore/shared';
import { underlinedAction } from '../../../components/underlined-action';
import { priceDisplay } from '../price-display';

export function PriceTag({ piece, size = 'card', onEnquire, className }: PriceTagProps) {
  const { pathname, search } = useLocation();
  const display = priceDisplay(piece);
  switch (display.kind) {
    case 'amount':
      return (
        <Tag className={className} data-size={size}>
          {display.text}
        </Tag>
      );
    case 'login':
      return (
        <Tag className={className} data-size={size}>
          <Veil aria-hidden="true">{display.veil}</Veil>
          <LoginLink to="/login" state={{ from: `${pathname}${search}` }}>
            {display.text}
          </LoginLink>
        </Tag>
      );
    case 'enquire':
      return (
        <Tag className={className} data-size={size}>
          {onEnquire ? (
            <Enquire type="button" onClick={onEnquire}>
              {display.text}
            </Enquire>
          ) : (
            display.text
          )}
        </Tag>
      );
  }
}

const Tag = styled.span(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  color: theme.colour.ink,
  fontVariantNumeric: 'tabular-nums',
  '&[data-size="card"]': { gap: theme.space(2), font: `500 0.9375rem/1.5 ${theme.font.body}` },
  '&[data-size="page"]': {
    gap: theme.space(4),
    font: `500 1.875rem/1.2 ${theme.font.display}`,
    fontVariantNumeric: 'lining-nums',
  },
}));

const Veil = styled.span({
  filter: 'blur(5px)',
  userSelect: 'none',
  '[data-size="page"] > &': { filter: 'blur(7px)' },
});

const LoginLink = styled(Link)(({ theme }) => ({
  // Above a card's whole-card link (the name's ::after), so it is the login that is followed.
  position: 'relative',
  zIndex: 1,
  color: theme.colour.goldDeep,
  font: `500 0.8125rem/1.5 ${theme.font.body}`,
  '[data-size="page"] > &': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    color: theme.colour.ink,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
    textDecorationColor: theme.colour.gold,
    textUnderlineOffset: '0.35em',
    '&:hover': { textDecorationColor: theme.colour.ink },
  },
}));

const Enquire = styled.button(({ theme }) => ({
  ...underlinedAction(theme, theme.colour.goldDeep),
  position: 'relative',
  zIndex: 1,
  padding: 0,
}));
