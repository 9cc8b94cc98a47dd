import { act, screen } from '@testing-library/react';
import { sessionStore, userAtom } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { PasswordChangePage } from '../password-change-page';

describe('PasswordChangePage', () => {
  beforeEach(() => act(() => sessionStore.set(userAtom, null)));

  it('offers a guest a reset link', () => {
    renderInRemote(<PasswordChangePage />, {
      remote: 'account',
      queries: accountQueries,
      url: '/password-change',
    });
    expect(screen.getByRole('link', { name: 'Send me a reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("gives a signed-in shopper the profile's change-password form", () => {
    act(() => sessionStore.set(userAtom, aUser()));
    renderInRemote(<PasswordChangePage />, {
      remote: 'account',
      queries: accountQueries,
      url: '/password-change',
    });
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });
});
