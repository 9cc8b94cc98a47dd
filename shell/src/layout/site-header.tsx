/**
 * The header: brand, main menu, and wishlist, cart (badge = number of cart lines from the shared session store)
 * and profile links. The large/compact behaviour and the mobile menu come with the shell experience (issue 4).
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { cartCountAtom, Link, NavLink, shop } from '@gemstore/shared';
import { mainMenu } from './navigation';

export function SiteHeader() {
  const cartCount = useAtomValue(cartCountAtom);
  return (
    <Bar>
      <Brand to="/">{shop.name}</Brand>
      <nav aria-label="Main">
        <Menu>
          {mainMenu.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} end={item.to === '/'}>
                {item.label}
              </MenuLink>
            </li>
          ))}
        </Menu>
      </nav>
      <Icons>
        <Link to="/wishlist">Wishlist</Link>
        <Link to="/cart" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
          Cart <Badge data-testid="cart-badge">{cartCount}</Badge>
        </Link>
        <Link to="/profile">Profile</Link>
      </Icons>
    </Bar>
  );
}

const Bar = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  padding: `${theme.space(4)} ${theme.space(6)}`,
  borderBottom: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
}));

const Brand = styled(Link)(({ theme }) => ({
  font: `500 1.5rem/1 ${theme.font.display}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  textDecoration: 'none',
}));

const Menu = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(6),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const MenuLink = styled(NavLink)(({ theme }) => ({
  fontSize: '0.8125rem',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  '&.active': { color: theme.colour.goldDeep },
}));

const Icons = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(5),
  fontSize: '0.875rem',
  a: { textDecoration: 'none' },
}));

const Badge = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: theme.radius.round,
  background: theme.colour.ink,
  color: theme.colour.paper,
  fontSize: '0.75rem',
}));
