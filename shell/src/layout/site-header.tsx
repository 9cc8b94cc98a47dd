/**
 * The header (§header.icons, §header.cart-badge, §header.compact-on-scroll): brand, main menu, and wishlist,
 * cart (badge = number of cart lines from the shared store) and profile. Large at the top of the page,
 * compact once scrolled past 100 px. Below the large breakpoint it is the mobile top bar (menu, brand,
 * profile, cart) with the mobile menu. It is fixed over a spacer of constant height, so compacting never
 * moves the page.
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { Heart, ShoppingBag, UserRound } from 'lucide-react';
import { cartCountAtom, iconTarget, Link, NavLink, shop, userAtom } from '@gemstore/shared';
import { mainMenu } from './navigation';
import { MobileMenu } from './mobile-menu/mobile-menu';
import { useScrolledPast } from './use-scrolled-past';

export const COMPACT_AFTER_PX = 100;
const mobileOnly = '@media (max-width: 1023.98px)';

export function SiteHeader() {
  const cartCount = useAtomValue(cartCountAtom);
  const user = useAtomValue(userAtom);
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  return (
    <Spacer>
      <Bar data-compact={compact ? 'true' : 'false'} data-testid="site-header">
        <MenuSlot>
          <MobileMenu />
        </MenuSlot>
        <Brand to="/">{shop.name}</Brand>
        <MainNav aria-label="Main">
          <Menu>
            {mainMenu.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </Menu>
        </MainNav>
        <Icons>
          <IconLink to="/wishlist" aria-label="Wishlist" data-desktop-only>
            <Heart size={20} strokeWidth={1.5} aria-hidden="true" />
          </IconLink>
          {/* Signed in, the profile icon becomes the shopper's initial: they see at a glance whose account it is. */}
          <IconLink
            to="/profile"
            aria-label={user ? `Profile, ${user.firstName} ${user.lastName}` : 'Profile'}
          >
            {user ? (
              <Initial aria-hidden="true" data-testid="signed-in-initial">
                {user.firstName.charAt(0).toUpperCase()}
              </Initial>
            ) : (
              <UserRound size={20} strokeWidth={1.5} aria-hidden="true" />
            )}
          </IconLink>
          <IconLink to="/cart" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
            <ShoppingBag size={20} strokeWidth={1.5} aria-hidden="true" />
            <Badge data-testid="cart-badge" aria-hidden="true">
              {cartCount}
            </Badge>
          </IconLink>
        </Icons>
      </Bar>
    </Spacer>
  );
}

const Initial = styled.span(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: theme.radius.round,
  background: theme.colour.ink,
  color: theme.colour.paper,
  font: `500 0.8125rem/1 ${theme.font.body}`,
}));

const LARGE = '8.5rem';
const COMPACT = '4.25rem';
const MOBILE = '4rem';

const Spacer = styled.div({ height: LARGE, [mobileOnly]: { height: MOBILE } });

const Bar = styled.header(({ theme }) => ({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 50,
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  gridTemplateAreas: '". brand icons" "nav nav nav"',
  alignItems: 'center',
  height: LARGE,
  padding: `0 ${theme.space(10)}`,
  background: 'rgba(255, 255, 255, 0.97)',
  borderBottom: `1px solid ${theme.colour.line}`,
  transition: 'height 0.3s ease, box-shadow 0.3s ease',
  '&[data-compact="true"]': {
    height: COMPACT,
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"brand nav icons"',
    boxShadow: theme.shadow.soft,
  },
  [mobileOnly]: {
    height: MOBILE,
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"menu brand icons"',
    padding: `0 ${theme.space(4)}`,
    '&[data-compact="true"]': { height: MOBILE, gridTemplateAreas: '"menu brand icons"' },
  },
}));

/** The mobile menu exists only below the large breakpoint. */
const MenuSlot = styled.div({ display: 'none', gridArea: 'menu', [mobileOnly]: { display: 'block' } });

const Brand = styled(Link)(({ theme }) => ({
  gridArea: 'brand',
  justifySelf: 'center',
  font: `500 2rem/1 ${theme.font.display}`,
  letterSpacing: '0.32em',
  paddingLeft: '0.32em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: theme.colour.ink,
  transition: 'font-size 0.3s ease',
  '[data-compact="true"] &': { fontSize: '1.4rem', justifySelf: 'start' },
  [mobileOnly]: { fontSize: '1.3rem', letterSpacing: '0.24em' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '4px' },
}));

const MainNav = styled.nav({
  gridArea: 'nav',
  justifySelf: 'center',
  alignSelf: 'end',
  paddingBottom: '0.9rem',
  '[data-compact="true"] &': { alignSelf: 'center', paddingBottom: 0 },
  [mobileOnly]: { display: 'none' },
});

const Menu = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space(9),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const MenuLink = styled(NavLink)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  padding: `${theme.space(1)} 0`,
  font: `400 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: theme.colour.inkSoft,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: '1px',
    background: theme.colour.gold,
    transform: 'scaleX(0)',
    transition: 'transform 0.25s ease',
  },
  '&:hover, &.active': { color: theme.colour.ink },
  '&:hover::after, &.active::after': { transform: 'scaleX(1)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '4px' },
}));

const Icons = styled.div(({ theme }) => ({
  gridArea: 'icons',
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(5),
  [mobileOnly]: { gap: theme.space(3), '[data-desktop-only]': { display: 'none' } },
}));

const IconLink = styled(Link)(({ theme }) => ({
  ...iconTarget(theme),
  position: 'relative',
  borderRadius: theme.radius.round,
  transition: 'background 0.2s',
  '&:hover': { background: theme.colour.ivory },
}));

const Badge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: '0.2rem',
  right: '0.1rem',
  display: 'grid',
  placeItems: 'center',
  minWidth: '1.1rem',
  height: '1.1rem',
  padding: '0 0.25rem',
  borderRadius: theme.radius.round,
  background: theme.colour.goldDeep,
  color: theme.colour.paper,
  font: `500 0.65rem/1 ${theme.font.body}`,
}));
