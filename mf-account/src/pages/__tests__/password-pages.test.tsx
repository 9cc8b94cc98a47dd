import { screen } from '@testing-library/react';
import { api, ApiError, Route, Routes } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { accountQueries } from '../../lib/query-client';
import { ForgotPasswordPage } from '../forgot-password-page';
import { ResetPasswordPage } from '../reset-password-page';
import { aShopper, asAGuestWithFakeTimers, timedAnswers } from '../../test-support/account-pages';

const token = 'a'.repeat(43);

asAGuestWithFakeTimers();

describe('ForgotPasswordPage', () => {
  const renderForgot = () =>
    renderInRemote(<ForgotPasswordPage />, {
      remote: 'account',
      queries: accountQueries,
      url: '/forgot-password',
    });

  it('§forgot.form: its heading, a required e-mail field and a way back to login', () => {
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('requires an e-mail', async () => {
    const post = jest.spyOn(api, 'post');
    renderForgot();
    await aShopper().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required', { selector: '[data-title]' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the link, says so and goes to /login', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: {
        success: true,
        message: 'If an account exists for this email, we have sent a link to reset your password.',
      },
    });
    const view = renderForgot();
    const user = aShopper();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for this email, we have sent a link to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/user/password/forgot', { email: 'ann@example.com' });
    expect(view.location().pathname).toBe('/login');
  });

  it("shows the server's refusal, else 'Something went wrong'", async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError('Too many password reset requests. Please try again in 60 minutes.', 429, {
          message: 'Too many password reset requests. Please try again in 60 minutes.',
        }),
      )
      .mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    const view = renderForgot();
    const user = aShopper();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Too many password reset requests. Please try again in 60 minutes.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/forgot-password');
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = () =>
    renderInRemote(
      <Routes>
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { remote: 'account', queries: accountQueries, url: `/reset-password/${token}` },
    );

  it('checks the link first, and an invalid one goes to /login with its message', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValue(
        new ApiError('Invalid or expired reset link', 400, { message: 'Invalid or expired reset link' }),
      );
    const view = renderReset();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/user/password/reset/${token}`, expect.anything());
    expect(view.location().pathname).toBe('/login');
  });

  async function validLink() {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, message: 'Reset link is valid' } });
    const view = renderReset();
    await screen.findByLabelText('New password');
    return view;
  }

  // §reset.password-rules: 8 to 128 characters, lower, upper, number, special; then the match.
  it.each([
    [
      '',
      '',
      'Password must contain: at least 8 characters, one lowercase letter, one uppercase letter, one number, one special character',
    ],
    ['Aa1!aaa', 'Aa1!aaa', 'Password must contain: at least 8 characters'],
    ['aa1!aaaa', 'aa1!aaaa', 'Password must contain: one uppercase letter'],
    ['AA1!AAAA', 'AA1!AAAA', 'Password must contain: one lowercase letter'],
    ['Aa!aaaaa', 'Aa!aaaaa', 'Password must contain: one number'],
    ['Aa1aaaaa', 'Aa1aaaaa', 'Password must contain: one special character'],
    [`Aa1!${'a'.repeat(125)}`, `Aa1!${'a'.repeat(125)}`, 'Password must contain: at most 128 characters'],
    ['Aa1!aaaa', 'Aa1!aaab', 'Passwords do not match'],
  ])('refuses %p / %p with "%s"', async (password, confirm, message) => {
    const post = jest.spyOn(api, 'post');
    await validLink();
    const user = aShopper();
    if (password) await user.type(screen.getByLabelText('New password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message, { selector: '[data-title]' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('accepts 8 and 128 characters, resets, and goes to /login 1.5 s later', async () => {
    const { answer, advanceTo } = timedAnswers();
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(answer({ success: true, message: 'Password reset successfully' }));
    const view = await validLink();
    const user = aShopper();
    // Strong as well as long enough (ADR 046: a run of one letter is easy to guess, however long).
    const longest = 'Tourmaline#Paraiba-77 Spinel '.repeat(5).slice(0, 128);
    await user.type(screen.getByLabelText('New password'), longest);
    await user.type(screen.getByLabelText('Confirm password'), longest);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/user/password/reset/${token}`, { password: longest });
    await advanceTo(1499);
    expect(view.location().pathname).toBe(`/reset-password/${token}`);
    await advanceTo(1500);
    expect(view.location().pathname).toBe('/login');
    post.mockClear();
  });

  it('accepts exactly 8 characters by §reset.password-rules; §password.strength then asks for a harder one', async () => {
    const post = jest.spyOn(api, 'post');
    await validLink();
    const user = aShopper();
    await user.type(screen.getByLabelText('New password'), 'Jw4%tRk9');
    await user.type(screen.getByLabelText('Confirm password'), 'Jw4%tRk9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'This password is too easy to guess. It is too short for the kinds of characters in it. Add a word or two that people rarely use.',
        { selector: '[data-title]' },
      ),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("§reset.success: shows a refused reset's message, else the fallback, and stays", async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError('Invalid or expired reset link', 400, { message: 'Invalid or expired reset link' }),
      )
      .mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    const view = await validLink();
    const user = aShopper();
    await user.type(screen.getByLabelText('New password'), 'Kw7%tRq2x');
    await user.type(screen.getByLabelText('Confirm password'), 'Kw7%tRq2x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeInTheDocument();
    expect(view.location().pathname).toBe(`/reset-password/${token}`);
  });
});
