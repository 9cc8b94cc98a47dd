import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError, authStatusAtom, Route, Routes, sessionStore, userAtom } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { VerifyCodePage } from '../verify-code-page';
import { aShopper, asAGuestWithFakeTimers, timedAnswers } from '../../test-support/account-pages';

const userId = '5b0f6a9e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';
const ann = aUser({ id: userId, firstName: 'Ann', email: 'ann@example.com' });
const url = `/verify-otp/12345678${userId}1764000000_${userId}`;

function pending({ origin = 'login', trust = true } = {}) {
  localStorage.setItem('pending_verification', userId);
  localStorage.setItem('user_email', 'ann@example.com');
  localStorage.setItem('c_page', origin);
  if (trust) localStorage.setItem('t_Did', 'true');
}

function renderVerify() {
  return renderInRemote(
    <Routes>
      <Route path="/verify-otp/:id" element={<VerifyCodePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { remote: 'account', queries: accountQueries, url },
  );
}

const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });
const boxes = () => screen.getAllByTestId('code-box').map((box) => box.textContent);

const { answer, advanceTo } = timedAnswers();

// jsdom has no layout: input-otp looks for a password manager's badge beside the boxes with elementFromPoint.
document.elementFromPoint ??= () => null;

describe('VerifyCodePage', () => {
  asAGuestWithFakeTimers();

  it('goes home when no verification is pending', () => {
    const view = renderVerify();
    expect(view.location().pathname).toBe('/');
  });

  it('goes home when the pending verification is for another user', () => {
    localStorage.setItem('pending_verification', '00000000-0000-4000-8000-000000000000');
    const view = renderVerify();
    expect(view.location().pathname).toBe('/');
  });

  it('shows the e-mail the code went to, six boxes and a code field phones can fill', () => {
    pending();
    renderVerify();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes digits only, one per box, and backspace goes back a box', async () => {
    pending();
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.keyboard('1a2');
    expect(boxes()).toEqual(['1', '2', '', '', '', '']);
    await user.keyboard('3');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(boxes()).toEqual(['1', '2', '', '', '', '']);
    await user.keyboard('3456789');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it.each([
    ['123456', ['1', '2', '3', '4', '5', '6']],
    ['123 456', ['1', '2', '3', '4', '5', '6']],
    ['7', ['7', '', '', '', '', '']],
  ])('a pasted code %p fills the boxes', async (pasted, expected) => {
    pending();
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.paste(pasted);
    expect(boxes()).toEqual(expected);
  });

  it.each(['1234567', '12a456'])('a pasted %p (not 1 to 6 digits) fills nothing', async (pasted) => {
    pending();
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.paste(pasted);
    expect(boxes()).toEqual(['', '', '', '', '', '']);
  });

  it('§otp.format: refuses fewer than 6 digits inline with its message, without a call', async () => {
    pending();
    const post = jest.spyOn(api, 'post');
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    // The rule is the server's, fetched with the first code sent (ADR 025).
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP.');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('verifies 6 digits, signs in, clears the marker and trust flag, and is authenticated 1.2 s later', async () => {
    pending({ trust: true });
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(
        answer({ success: true, message: 'User verified successfully', user: ann, userId }),
      );
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('User verified successfully')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/user/verify-otp', { otp: '123456', userId, trustDevice: true });
    // Busy, not disabled: the keyboard's focus stays on it (issue 30).
    expect(screen.getByRole('button', { name: 'Verifying...' })).toHaveAttribute('aria-disabled', 'true');
    expect(sessionStore.get(userAtom)).toEqual(ann);
    expect(localStorage.getItem('pending_verification')).toBeNull();
    expect(localStorage.getItem('t_Did')).toBeNull();
    await advanceTo(1199);
    expect(sessionStore.get(authStatusAtom)).toBe('guest');
    await advanceTo(1200);
    expect(sessionStore.get(authStatusAtom)).toBe('authenticated');
  });

  it("shows the server's message when the code is wrong, and the shopper can try again", async () => {
    pending();
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError('Invalid verification code. Please check the code and try again.', 400, {
          message: 'Invalid verification code. Please check the code and try again.',
        }),
      )
      .mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    renderVerify();
    const user = aShopper();
    await user.click(codeInput());
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Invalid verification code. Please check the code and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  });

  it("counts the cooldown down as mm:ss until the server's expiry, then lets the shopper resend", async () => {
    pending();
    const post = jest.spyOn(api, 'post').mockImplementation(
      answer((at) => ({
        success: true,
        message: 'A new code has been sent to your email.',
        cooldownExpiry: at + 61_000,
      })),
    );
    renderVerify();
    const resend = () => screen.getByRole('button', { name: /Resend OTP/ });
    expect(resend()).toHaveTextContent(/^Resend OTP$/);
    const user = aShopper();
    await user.click(resend());
    expect(await screen.findByText('A new code has been sent to your email.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/user/resend-otp', { userId, email: 'ann@example.com' });
    await advanceTo(0);
    expect(resend()).toHaveTextContent('Resend OTP in 01:01');
    await advanceTo(1000);
    expect(resend()).toHaveTextContent('Resend OTP in 01:00');
    await advanceTo(60_999);
    expect(resend()).toHaveTextContent('Resend OTP in 00:01');
    expect(resend()).toBeDisabled();
    await advanceTo(61_000);
    expect(resend()).toHaveTextContent(/^Resend OTP$/);
    expect(resend()).toBeEnabled();
  });

  it("shows a refused resend's message as an error and counts down its cooldown", async () => {
    pending();
    jest.spyOn(api, 'post').mockImplementation(() =>
      Promise.reject(
        new ApiError('Please wait 42 seconds before requesting a new code.', 429, {
          success: false,
          message: 'Please wait 42 seconds before requesting a new code.',
          cooldownExpiry: Date.now() + 42_000,
        }),
      ),
    );
    renderVerify();
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findByText('Please wait 42 seconds before requesting a new code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend OTP in 00:4[12]/ })).toBeDisabled();
  });

  it("keeps a day's refusal beside a plain, disabled button: no countdown of hours", async () => {
    pending();
    const capped =
      'Too many codes have been sent to this email today. Please use one we sent, or try again in 12 hours.';
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(() =>
        Promise.reject(new ApiError(capped, 429, { success: false, message: capped, retryAfter: 43_200 })),
      );
    renderVerify();
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    // The toast, and the same words kept beside the button once the toast has gone.
    await waitFor(() => expect(screen.getAllByText(capped)).toHaveLength(2));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveTextContent(/^Resend OTP$/);
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(capped);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(capped)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('lets the shopper resend again once a refusal’s wait (retryAfter) has passed', async () => {
    pending();
    const refused = 'Too many verification attempts. Please try again in 2 minutes.';
    let refusedAt = 0;
    jest.spyOn(api, 'post').mockImplementation(() => {
      refusedAt = Date.now();
      return Promise.reject(
        new ApiError(refused, 429, { success: false, message: refused, retryAfter: 120 }),
      );
    });
    renderVerify();
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(screen.getAllByText(refused)).toHaveLength(2));
    await act(() => jest.advanceTimersByTimeAsync(refusedAt + 119_000 - Date.now()));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(refusedAt + 120_000 - Date.now()));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).not.toHaveAccessibleDescription();
  });

  it.each([
    ['login', '/login'],
    ['register', '/register'],
  ])("'Need to change email? Click here' leads back to %s", (origin, href) => {
    pending({ origin });
    renderVerify();
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', href);
  });
});
