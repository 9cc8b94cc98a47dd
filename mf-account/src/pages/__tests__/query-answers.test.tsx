/**
 * Each page shows the answer to what it asked (ADR 021): the server here answers by the request's parameter (the
 * order's id, the reset link's token), and the test moves to another one, so a query key that left the parameter
 * out would keep showing the first answer.
 */
import { screen } from '@testing-library/react';
import { api, ApiError, Route, Routes, routeTable } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { anOrder, aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../../lib/query-client';
import { OrderPage } from '../order-page';
import { ResetPasswordPage } from '../reset-password-page';

const get = jest.spyOn(api, 'get');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

beforeEach(() => {
  accountQueries.clear();
  get.mockReset();
});

it('the order page follows the address to another order and shows that one', async () => {
  const first = anOrder(7, { reference: 'GS-7K3F9Q' });
  const second = anOrder(8, { reference: 'GS-8M2P4R' });
  get.mockImplementation((url) => {
    const order = [first, second].find((o) => url === `/orders/${o.id}`);
    return order
      ? Promise.resolve(reply({ success: true, order }))
      : Promise.reject(new ApiError('Order not found', 404, { message: 'Order not found' }));
  });
  const { navigate } = renderInRemote(
    <Routes>
      <Route path={routeTable.order.path} element={<OrderPage />} />
    </Routes>,
    { remote: 'account', queries: accountQueries, url: `/order-history/${first.id}`, session: aUser() },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Order GS-7K3F9Q' })).toBeInTheDocument();
  navigate(`/order-history/${second.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Order GS-8M2P4R' })).toBeInTheDocument();
});

it('the reset page checks the link it was opened with: a good one shows the form, another one is refused', async () => {
  const good = 'g'.repeat(43);
  const used = 'u'.repeat(43);
  get.mockImplementation((url) =>
    url === `/user/password/reset/${good}`
      ? Promise.resolve(reply({ success: true, message: 'Reset link is valid' }))
      : Promise.reject(
          new ApiError('Invalid or expired reset link', 400, { message: 'Invalid or expired reset link' }),
        ),
  );
  const { navigate, location } = renderInRemote(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { remote: 'account', queries: accountQueries, url: `/reset-password/${good}`, session: null },
  );
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  navigate(`/reset-password/${used}`);
  expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  expect(location().pathname).toBe('/login');
});
