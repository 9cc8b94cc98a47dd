/**
 * /profile (§profile.layout): the signed-in shopper's picture, details, password and logout. The shell's
 * guard shows it only to a signed-in shopper; a new shopper (another sign-in) starts from a fresh form.
 */
import { useAtomValue } from 'jotai';
import { PageContainer, Spinner, userAtom } from '@gemstore/shared';
import { ProfileView } from '../features/profile';

export function ProfilePage() {
  const user = useAtomValue(userAtom);
  return (
    <PageContainer>
      {user ? (
        <ProfileView key={user.id} user={user} />
      ) : (
        <div css={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <Spinner label="Loading your profile" />
        </div>
      )}
    </PageContainer>
  );
}
