import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, notify, Route, Routes, sessionStore, userAtom, type User } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { storedKeys } from '../../lib/stored-keys';
import { aShopper, timedAnswers } from '../../test-support/account-pages';
import { ProfilePage } from '../profile-page';

const get = jest.spyOn(api, 'get');
const put = jest.spyOn(api, 'put');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

const countries = [
  { name: 'Singapore', code: 'SG', dialCode: '+65', flag: '🇸🇬' },
  { name: 'Afghanistan', code: 'AF', dialCode: '+93', flag: '🇦🇫' },
  { name: 'Malaysia', code: 'MY', dialCode: '+60', flag: '🇲🇾' },
];

const ada = aUser({ address: { ...aUser().address, country: 'Singapore' } });

/** The server: the countries, and the logout when `logout` says how it answers. */
function serve(
  logout: () => Promise<unknown> = () =>
    Promise.resolve(reply({ success: true, message: 'Logged out successfully' })),
) {
  get.mockImplementation((url) => {
    if (url === '/countries') return Promise.resolve(reply({ success: true, countries }));
    if (url === '/user/logout') return logout() as ReturnType<typeof api.get>;
    throw new Error(`not served: ${url}`);
  });
}

function open(user: User = ada) {
  return renderInRemote(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/" element={<p>The home page</p>} />
    </Routes>,
    { remote: 'account', queries: accountQueries, url: '/profile', session: user },
  );
}

const details = () => screen.getByRole('form', { name: 'User Profile' });
const field = (label: string) => within(details()).getByLabelText(label);
const savedAs = (user: User) => reply({ success: true, message: 'Profile updated successfully!', user });

beforeEach(() => {
  accountQueries.clear();
  get.mockReset();
  put.mockReset();
  notify.dismissAll();
  localStorage.clear();
  serve();
});

afterEach(() => jest.useRealTimers());

describe('ProfilePage: the two columns (§profile.layout)', () => {
  it("shows '{Role} Profile' and the details read-only, e-mail always disabled", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ada');
    expect(field('First name')).toHaveAttribute('readonly');
    expect(field('Last name')).toHaveValue('Tan');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Email')).toBeDisabled();
    expect(field('Street Address')).toHaveValue('1 Orchard Rd');
    expect(field('Apartment, suite, etc.')).toHaveValue('#01-01');
    expect(field('Postal code')).toHaveValue('238823');
    expect(field('Country')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("names an admin's page after the role", () => {
    open({ ...ada, role: 'admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeInTheDocument();
  });

  it('offers the countries from GET /countries by name and flag, Singapore first', async () => {
    open();
    await waitFor(() => expect(within(field('Country')).getAllByRole('option')).toHaveLength(4));
    expect(get).toHaveBeenCalledWith('/countries', expect.anything());
    const names = within(field('Country'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Choose a country', 'Singapore 🇸🇬', 'Afghanistan 🇦🇫', 'Malaysia 🇲🇾']);
    expect(field('Country')).toHaveValue('Singapore');
  });

  it('keeps the country the profile holds when the list cannot be loaded (only logged)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValue(new ApiError('Something went wrong', 500, null));
    open({ ...ada, address: { ...ada.address, country: 'Malaysia' } });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(field('Country')).toHaveValue('Malaysia');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('leads to the wishlist and the order history', () => {
    open();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Your Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(account).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('puts the name and address before Change Password in the page (a phone shows them first, issue 30)', () => {
    open();
    const password = screen.getByRole('region', { name: 'Change Password' });
    const order = details().compareDocumentPosition(password);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(password).getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
  });
});

describe('ProfilePage: Edit Profile and Save Changes (§profile.editing, §profile.messages)', () => {
  it('opens the fields, saves names and address, updates the shared user and is read-only again', async () => {
    const user = userEvent.setup();
    put.mockImplementation((_url, body) => Promise.resolve(savedAs({ ...ada, ...(body as Partial<User>) })));
    open();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('First name')).not.toHaveAttribute('readonly');
    expect(field('First name')).toHaveFocus();
    expect(field('Email')).toBeDisabled();
    await user.clear(field('First name'));
    await user.type(field('First name'), '  Adeline ');
    await user.clear(field('City'));
    await user.type(field('City'), 'Kuala Lumpur');
    await waitFor(() => expect(within(field('Country')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(field('Country'), 'Malaysia');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/user/update-user', {
      firstName: 'Adeline',
      lastName: 'Tan',
      address: { ...ada.address, city: 'Kuala Lumpur', country: 'Malaysia' },
    });
    expect(sessionStore.get(userAtom)).toMatchObject({
      firstName: 'Adeline',
      address: { country: 'Malaysia' },
    });
    expect(field('First name')).toHaveAttribute('readonly');
    expect(field('First name')).toHaveValue('Adeline');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('replaces the pressed Edit Profile button rather than turning it into Save Changes (which the click would submit)', async () => {
    const user = userEvent.setup();
    open();
    const edit = screen.getByRole('button', { name: 'Edit Profile' });
    await user.click(edit);
    expect(edit).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toBe(edit);
    expect(put).not.toHaveBeenCalled();
  });

  it("says 'Saving...' while the change is on its way", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    put.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(savedAs(ada)))));
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Busy, not disabled: the keyboard's focus stays on it (issue 30).
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it.each([
    ['Al', 'First name must be between 3 and 20 characters'],
    ['A'.repeat(21), 'First name must be between 3 and 20 characters'],
    ['', 'First name is required'],
  ])('refuses the first name %j with an error notice and no call', async (typed, message) => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('First name'));
    if (typed) await user.type(field('First name'), typed);
    await user.clear(field('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // The first failure only, in the rule's order (§forms.first-failure): the first name's, not the last
    // name's.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();
  });

  it('checks the address by the same rule: a postal code of 21 characters is refused, of 20 taken', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(savedAs(ada));
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Postal code must be at most 20 characters')).toHaveLength(2);
    expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();

    await user.type(field('Postal code'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/user/update-user',
      expect.objectContaining({ address: expect.objectContaining({ postal_code: '1'.repeat(20) }) }),
    );
  });

  it.each(['Ada', 'A'.repeat(20)])('takes a first name of %j (3 and 20 characters)', async (name) => {
    const user = userEvent.setup();
    put.mockResolvedValue(savedAs({ ...ada, firstName: name }));
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('First name'));
    await user.type(field('First name'), name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/user/update-user', expect.objectContaining({ firstName: name }));
  });

  it("keeps what the shopper typed when the save is refused: the server's reason, else 'Failed to update profile'", async () => {
    const user = userEvent.setup();
    const refusal = { success: false, message: 'Please choose a country from the list' };
    put.mockRejectedValueOnce(new ApiError(refusal.message, 400, refusal));
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Lim');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please choose a country from the list')).toBeInTheDocument();
    expect(field('Last name')).toHaveValue('Lim');
    expect(field('Last name')).not.toHaveAttribute('readonly');

    put.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(field('Last name')).toHaveValue('Lim');
    expect(sessionStore.get(userAtom)?.lastName).toBe('Tan');
  });

  it('sets changes aside on Cancel', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(field('Last name'), 'ner');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Last name')).toHaveValue('Tan');
    expect(field('Last name')).toHaveAttribute('readonly');
    expect(put).not.toHaveBeenCalled();
  });
});

describe('ProfilePage: the picture (§profile.picture)', () => {
  const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  it('shows a chosen picture at once and saves it with Save Changes, as a data URL', async () => {
    const user = userEvent.setup();
    put.mockImplementation((_url, body) =>
      Promise.resolve(savedAs({ ...ada, image: (body as { image: string }).image })),
    );
    open();
    expect(screen.queryByRole('img', { name: 'Profile picture of Ada Tan' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profile picture'), png(64));
    const picture = await screen.findByRole('img', { name: 'Profile picture of Ada Tan' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Shown, not saved: the profile is open for editing, and nothing has been sent.
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(field('First name')).not.toHaveAttribute('readonly');
    // The focus stays where the shopper is: Change photo did not go away.
    expect(field('First name')).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/user/update-user',
      expect.objectContaining({ image: picture.getAttribute('src') }),
    );
    expect(sessionStore.get(userAtom)?.image).toBe(picture.getAttribute('src'));
  });

  it('takes a picture of exactly 2 MB', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(screen.getByLabelText('Profile picture'), png(2 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Profile picture of Ada Tan' })).toBeInTheDocument();
  });

  it('refuses a picture one byte over 2 MB, and a file that is not an image', async () => {
    // A shopper can pick 'All files' in the picker: the page must still refuse a PDF.
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.upload(screen.getByLabelText('Profile picture'), png(2 * 1024 * 1024 + 1));
    expect(await screen.findAllByText('Image must be smaller than 2 MB')).toHaveLength(2);

    const pdf = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Profile picture'), pdf);
    expect(await screen.findAllByText('Please choose an image file')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /Profile picture/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('forgets a chosen picture on Cancel', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(screen.getByLabelText('Profile picture'), png(64));
    await screen.findByRole('img', { name: 'Profile picture of Ada Tan' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Profile picture of Ada Tan' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage: Change Password (§password-change.rules, §password-change.result)', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm: string,
  ) => {
    const block = screen.getByRole('form', { name: 'Change Password' });
    if (current) await user.type(within(block).getByLabelText('Current password'), current);
    if (next) await user.type(within(block).getByLabelText('New password'), next);
    if (confirm) await user.type(within(block).getByLabelText('Confirm new password'), confirm);
    await user.click(within(block).getByRole('button', { name: 'Update Password' }));
  };

  it.each([
    ['', '', '', 'Current password is required'],
    ['Old-pass1', '', '', 'New password is required'],
    ['Old-pass1', 'New-pass1', '', 'Confirm password is required'],
    ['Old-pass1', 'New-pass1', 'New-pass2', 'New password and confirm password do not match'],
    [
      'Old-pass1',
      'newpass12',
      'newpass12',
      'New password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('refuses %j / %j / %j with the first failure in order', async (current, next, confirm, message) => {
    const user = userEvent.setup();
    open();
    await fill(user, current, next, confirm);
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(put).not.toHaveBeenCalled();
  });

  it("changes it: 'Password updated successfully!', the fields emptied, still signed in", async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(reply({ success: true, message: 'Password updated successfully!' }));
    open();
    await fill(user, 'Old-pass1', 'New-pass1!', 'New-pass1!');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/user/reset-password', {
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1!',
      confirmPassword: 'New-pass1!',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(sessionStore.get(userAtom)).toEqual(ada);
  });

  it("says the server's reason, else 'An error occurred while updating the password.'", async () => {
    const user = userEvent.setup();
    const refusal = { success: false, message: 'Current password is incorrect' };
    put.mockRejectedValueOnce(new ApiError(refusal.message, 400, refusal));
    open();
    await fill(user, 'Wrong-pass1', 'New-pass1!', 'New-pass1!');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    put.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('An error occurred while updating the password.')).toBeInTheDocument();
  });
});

describe('ProfilePage: Logout (§session.logout)', () => {
  it('ends the session, clears the stored keys, says so, and goes home signed out after 900 ms', async () => {
    jest.useFakeTimers();
    const user = aShopper();
    const { answer, advanceTo } = timedAnswers();
    serve(answer({ success: true, message: 'Logged out successfully' }));
    localStorage.setItem(storedKeys.email, 'ada@example.com');
    localStorage.setItem(storedKeys.user, '{"stale":true}');
    const { location } = open();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/user/logout');
    expect(localStorage.getItem(storedKeys.email)).toBeNull();
    expect(localStorage.getItem(storedKeys.user)).toBeNull();

    await advanceTo(899);
    expect(location().pathname).toBe('/profile');
    expect(sessionStore.get(userAtom)).toEqual(ada);
    await advanceTo(900);
    expect(location().pathname).toBe('/');
    expect(screen.getByText('The home page')).toBeInTheDocument();
    expect(sessionStore.get(userAtom)).toBeNull();
  });

  it("stays signed in and says why when the logout fails, else 'An error occurred during logout. Please try again.'", async () => {
    const user = userEvent.setup();
    serve(() => Promise.reject(new ApiError('Something went wrong', 500, null)));
    const { location } = open();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('An error occurred during logout. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(location().pathname).toBe('/profile');
    expect(sessionStore.get(userAtom)).toEqual(ada);
  });
});
