import { screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { accountQueries } from '../../lib/query-client';
import { RegisterPage } from '../register-page';
import { aShopper, asAGuestWithFakeTimers, timedAnswers } from '../../test-support/account-pages';

const userId = '5b0f6a9e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';
const good = {
  firstName: 'Ann',
  lastName: 'Tan',
  email: 'ann@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};
type Values = typeof good;
const labels: Record<keyof Values, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

const { answer, advanceTo } = timedAnswers();

function renderRegister() {
  jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, configured: true } });
  return renderInRemote(<RegisterPage />, { remote: 'account', queries: accountQueries, url: '/register' });
}

async function submit(values: Values) {
  const user = aShopper();
  for (const [name, value] of Object.entries(values) as [keyof Values, string][]) {
    if (value) await user.type(screen.getByLabelText(labels[name]), value);
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('RegisterPage', () => {
  asAGuestWithFakeTimers();

  it('has the trust box checked, links to login, and a Google button', async () => {
    renderRegister();
    expect(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: /Show password/ })).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /Register with Google/ })).toHaveAttribute(
      'href',
      expect.stringContaining('intent=register'),
    );
  });

  // §register.validation, in its order: each row breaks one rule and keeps every later field valid.
  it.each<[Partial<Values>, string]>([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 'An' }, 'First name must be between 3 and 20 characters'],
    [{ firstName: 'A'.repeat(21) }, 'First name must be between 3 and 20 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'Ta' }, 'Last name must be between 3 and 20 characters'],
    [{ lastName: 'T'.repeat(21) }, 'Last name must be between 3 and 20 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ann@example' }, 'Invalid email address'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: '' }, 'Confirm password is required'],
    [{ confirmPassword: 'correct horsf' }, 'Passwords must match'],
    [{ firstName: '', lastName: '', email: '', password: '' }, 'First name is required'],
  ])('§register.validation: shows the first failure in order: %p → %s', async (broken, message) => {
    const post = jest.spyOn(api, 'post');
    renderRegister();
    await submit({ ...good, ...broken });
    expect(await screen.findByText(message, { selector: '[data-title]' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('accepts names of exactly 3 and 20 characters', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: {
        success: true,
        message: 'Registration successful.',
        userId,
        cooldownExpiry: Date.now() + 60_000,
      },
    });
    renderRegister();
    await submit({ ...good, firstName: 'Ann', lastName: 'T'.repeat(20) });
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      firstName: 'Ann',
      lastName: 'T'.repeat(20),
      trustDevice: true,
    });
  });

  it("shows the server's message and goes to the code page 1.5 s later, remembering register as the origin", async () => {
    jest.spyOn(api, 'post').mockImplementation(
      answer((at) => ({
        success: true,
        message: 'Registration successful. We have sent a verification code to ann@example.com.',
        userId,
        cooldownExpiry: at + 60_000,
      })),
    );
    const view = renderRegister();
    await submit(good);
    expect(
      await screen.findByText(
        'Registration successful. We have sent a verification code to ann@example.com.',
      ),
    ).toBeInTheDocument();
    // Busy, not disabled: the keyboard's focus stays on it (issue 30).
    expect(screen.getByRole('button', { name: 'Registering...' })).toHaveAttribute('aria-disabled', 'true');
    await advanceTo(1499);
    expect(view.location().pathname).toBe('/register');
    await advanceTo(1500);
    expect(view.location().pathname).toMatch(new RegExp(`^/verify-otp/\\d{8}${userId}\\d{10}_${userId}$`));
    expect(localStorage.getItem('c_page')).toBe('register');
    expect(localStorage.getItem('t_Did')).toBe('true');
  });

  it("§register.success: shows the server's refusal as an error, else the fallback", async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError('Too many sign-up attempts. Please try again in 60 minutes.', 429, {
          message: 'Too many sign-up attempts. Please try again in 60 minutes.',
        }),
      )
      .mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    renderRegister();
    const user = await submit(good);
    expect(
      await screen.findByText('Too many sign-up attempts. Please try again in 60 minutes.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('An error occurred during registration. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
  });
});
