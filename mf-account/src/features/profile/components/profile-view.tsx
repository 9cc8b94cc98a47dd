/**
 * The profile (§profile.layout) in two columns, one above the other on a phone. Left: the picture, the
 * shopper's wishlist and orders, Logout, Change Password. Right: '{Role} Profile' and the details. The page's
 * heading comes first in the page, so a screen reader meets it first; on a wide screen it sits at the top of
 * the right column. On a phone the details come before Change Password (issue 30): the page is about who the
 * shopper is first.
 */
import styled from '@emotion/styled';
import { Heart, LogOut, Package } from 'lucide-react';
import { useId } from 'react';
import { Button, Link, type User } from '@gemstore/shared';
import { useLogOut } from '../hooks/use-log-out';
import { useProfileEdit } from '../hooks/use-profile-edit';
import { profileHeading } from '../lib/profile-values';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/**
 * The link to the wishlist (§profile.layout), and the order history beside it: the profile is where a shopper
 * looks for both.
 */
const accountLinks = [
  { to: '/wishlist', label: 'Your Wishlist', Icon: Heart },
  { to: '/order-history', label: 'Order History', Icon: Package },
] as const;

export function ProfileView({ user }: { user: User }) {
  const edit = useProfileEdit(user.image);
  const { leaving, leave } = useLogOut();
  const headingId = useId();
  const passwordId = useId();

  return (
    <Layout>
      <Heading id={headingId}>{profileHeading(user.role)}</Heading>
      <Aside aria-label="Your account">
        <ProfilePicture user={user} edit={edit} />
        <Ways>
          {accountLinks.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to}>
                <Icon aria-hidden="true" size={18} strokeWidth={1.5} />
                {label}
              </Link>
            </li>
          ))}
        </Ways>
        <Button
          type="button"
          variant="secondary"
          disabled={leaving}
          aria-busy={leaving}
          onClick={() => void leave()}
        >
          <LogOut aria-hidden="true" size={16} strokeWidth={1.5} />
          {leaving ? 'Logging out...' : 'Logout'}
        </Button>
      </Aside>
      <Details>
        <ProfileForm user={user} titleId={headingId} edit={edit} />
      </Details>
      {/* After the details in the page: on a phone the name and address come before Change Password. */}
      <Password aria-labelledby={passwordId}>
        <h2 id={passwordId}>Change Password</h2>
        <p>Changing it signs you out on your other devices; you stay signed in here.</p>
        <ChangePasswordForm titleId={passwordId} />
      </Password>
    </Layout>
  );
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateAreas: '"heading" "aside" "details" "password"',
  gap: theme.space(8),
  [theme.media.large]: {
    // The last row takes what the details need beyond the picture's card, so Change Password follows the card.
    gridTemplateAreas: '"aside heading" "aside details" "password details"',
    gridTemplateColumns: '20rem minmax(0, 1fr)',
    gridTemplateRows: 'auto auto 1fr',
    columnGap: theme.space(16),
    rowGap: 0,
  },
}));

const Heading = styled.h1(({ theme }) => ({
  gridArea: 'heading',
  margin: 0,
  color: theme.colour.ink,
  font: `500 clamp(1.75rem, 1.2rem + 2vw, 2.75rem)/1.15 ${theme.font.display}`,
  [theme.media.large]: { marginBottom: theme.space(8) },
}));

const Aside = styled.section(({ theme }) => ({
  gridArea: 'aside',
  alignSelf: 'start',
  display: 'grid',
  gap: theme.space(6),
  // On a card of its own, like the shop's other panels.
  padding: theme.space(6),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
}));

const Ways = styled.ul(({ theme }) => ({
  display: 'grid',
  margin: 0,
  padding: 0,
  borderBlock: `1px solid ${theme.colour.line}`,
  listStyle: 'none',
  'li + li': { borderTop: `1px solid ${theme.colour.line}` },
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(3),
    minHeight: '3rem',
    color: theme.colour.ink,
    font: `400 0.9375rem/1.4 ${theme.font.body}`,
    textDecoration: 'none',
  },
  'a:hover': { color: theme.colour.goldDeep },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  svg: { color: theme.colour.gold },
}));

/** A card of its own under the picture's, as the shop's other panels. */
const Password = styled.section(({ theme }) => ({
  gridArea: 'password',
  alignSelf: 'start',
  padding: theme.space(6),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  h2: { margin: 0, color: theme.colour.ink, font: `500 1.5rem/1.2 ${theme.font.display}` },
  p: { margin: `${theme.space(2)} 0 ${theme.space(5)}`, color: theme.colour.muted, fontSize: '0.875rem' },
  [theme.media.large]: { marginTop: theme.space(6) },
}));

const Details = styled.div({ gridArea: 'details', minWidth: 0 });
