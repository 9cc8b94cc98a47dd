/**
 * The forms that set a password refuse one that is easy to guess (ADR 046: zxcvbn-ts, score 3, the shopper's own
 * names and e-mail counted), saying why, before anything is sent; the other rules' messages still come first
 * (§password.strength). The server checks again (server/test/password-strength.test.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { api, Route, Routes, sessionStore, userAtom } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { PasswordChangePage } from '../password-change-page';
import { RegisterPage } from '../register-page';
import { ResetPasswordPage } from '../reset-password-page';
import { aShopper, asAGuestWithFakeTimers } from '../../test-support/account-pages';

/** The passwords an audit found passing the old rule, with the reason the shopper reads. */
const weak = [
  [
    'Password123!',
    'This password is too easy to guess. It is very like a password many people use. Add a word or two that people rarely use.',
  ],
  [
    'Passw0rd!',
    'This password is too easy to guess. It is very like a password many people use. Add a word or two that people rarely use.',
  ],
  [
    'Summer2024!',
    'This password is too easy to guess. Everyday words with a few numbers or symbols added are easy to guess. Add a word or two that people rarely use.',
  ],
  [
    'Welcome1!',
    'This password is too easy to guess. It is very like a password many people use. Add a word or two that people rarely use.',
  ],
] as const;

/**
 * Score 2 and score 3, one character apart (eight random characters, then nine): both meet every other rule.
 */
const justBelow = 'Jw4%tRk9';
const justBelowMessage =
  'This password is too easy to guess. It is too short for the kinds of characters in it. Add a word or two that people rarely use.';
const atTheScore = 'Jw4%tRk9p';
const strong = 'Tourmaline#Paraiba-77';

const toast = (message: string | RegExp) => screen.findByText(message, { selector: '[data-title]' });

asAGuestWithFakeTimers();

describe('register', () => {
  async function register(password: string, details = { firstName: 'Ann', lastName: 'Tan' }) {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, configured: true } });
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { success: true, message: 'Registration successful.', userId: 'x', cooldownExpiry: 0 },
    });
    renderInRemote(<RegisterPage />, { remote: 'account', queries: accountQueries, url: '/register' });
    const user = aShopper();
    await user.type(screen.getByLabelText('First name'), details.firstName);
    await user.type(screen.getByLabelText('Last name'), details.lastName);
    await user.type(screen.getByLabelText('Email'), 'ann.tan@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    return post;
  }

  it.each(weak)('refuses %s, saying why, and sends nothing', async (password, message) => {
    const post = await register(password);
    expect(await toast(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses one just below the score', async () => {
    const post = await register(justBelow);
    expect(await toast(justBelowMessage)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([atTheScore, strong])('sends %s', async (password) => {
    const post = await register(password);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/user/register', expect.objectContaining({ password })),
    );
  });

  it("counts the name being typed as easy to guess: 'Vellacott#2025' is weak for Ms Vellacott only", async () => {
    const post = await register('Vellacott#2025', { firstName: 'Xandrine', lastName: 'Vellacott' });
    expect(await toast(/^This password is too easy to guess\. /)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('§password.strength: keeps the other rules first: a mismatched confirm is told so, not that the password is weak', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, configured: true } });
    renderInRemote(<RegisterPage />, { remote: 'account', queries: accountQueries, url: '/register' });
    const user = aShopper();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Tan');
    await user.type(screen.getByLabelText('Email'), 'ann.tan@example.com');
    await user.type(screen.getByLabelText('Password'), 'Welcome1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toast('Passwords must match')).toBeInTheDocument();
  });
});

describe('reset', () => {
  async function reset(password: string) {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, message: 'Reset link is valid' } });
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Password reset successfully' } });
    renderInRemote(
      <Routes>
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { remote: 'account', queries: accountQueries, url: `/reset-password/${'a'.repeat(43)}` },
    );
    const user = aShopper();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm password'), password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    return post;
  }

  it.each(weak)('refuses %s, saying why, and sends nothing', async (password, message) => {
    const post = await reset(password);
    expect(await toast(message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses one just below the score', async () => {
    const post = await reset(justBelow);
    expect(await toast(justBelowMessage)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([atTheScore, strong])('sends %s', async (password) => {
    const post = await reset(password);
    await waitFor(() => expect(post).toHaveBeenCalledWith(expect.any(String), { password }));
  });
});

describe('change password', () => {
  async function change(newPassword: string, shopper = aUser()) {
    act(() => sessionStore.set(userAtom, shopper));
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { success: true, message: 'Password updated successfully!' } });
    renderInRemote(<PasswordChangePage />, {
      remote: 'account',
      queries: accountQueries,
      url: '/password-change',
    });
    const form = screen.getByRole('form', { name: 'Change Password' });
    const user = aShopper();
    await user.type(within(form).getByLabelText('Current password'), 'Old-pass1');
    await user.type(within(form).getByLabelText('New password'), newPassword);
    await user.type(within(form).getByLabelText('Confirm new password'), newPassword);
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    return put;
  }

  it.each(weak)('refuses %s, saying why, and sends nothing', async (password, message) => {
    const put = await change(password);
    expect(await toast(message)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses one just below the score', async () => {
    const put = await change(justBelow);
    expect(await toast(justBelowMessage)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it.each([atTheScore, strong])('sends %s', async (password) => {
    const put = await change(password);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/user/reset-password',
        expect.objectContaining({ newPassword: password }),
      ),
    );
  });

  it("counts the signed-in shopper's own name as easy to guess", async () => {
    const put = await change('Xandrine#2025', aUser({ firstName: 'Xandrine' }));
    expect(await toast(/^This password is too easy to guess\. /)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});
