import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { contactQueries } from '../../lib/query-client';
import { ContactPages } from '../../routes';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

const token = 'q8Jm1_Zc4VvR3xTn0pLw7Ks9Hd2Ye6Fa5Gb8Ci1Dj3E';
const booking = {
  purpose: 'Peruse inventory',
  meetingType: 'in-person',
  date: '2031-01-24',
  time: '15:00',
  endTime: '16:00',
  place: 'Gemstore Duxton Café, 72 Duxton Road, Singapore 089531',
};

function openLink(path = `/appointments/cancel/${token}`) {
  return renderInRemote(<ContactPages />, { remote: 'contact', queries: contactQueries, url: path });
}

const aVisitor = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers();
  contactQueries.clear();
  get.mockReset();
  post.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('/appointments/cancel/:token (ADR 039)', () => {
  it('shows the booking in the shop’s words and cancels it with one press; the result takes the focus', async () => {
    get.mockResolvedValue(reply({ success: true, appointment: booking }));
    post.mockResolvedValue(
      reply({ success: true, message: 'Your appointment is cancelled. Thank you for letting us know.' }),
    );
    openLink();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your appointment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Friday 24 January 2031')).toBeInTheDocument();
    expect(screen.getByText('15:00 to 16:00 (Singapore time)')).toBeInTheDocument();
    expect(screen.getByText('Peruse inventory, in person')).toBeInTheDocument();
    expect(screen.getByText(booking.place)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/form/appointment/cancel/${token}`, expect.anything());

    await aVisitor().click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your appointment is cancelled. Thank you for letting us know.');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`/form/appointment/cancel/${token}`);
    expect(done).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/contact#appointmentSection',
    );
  });

  it('a link already used says so, and offers no Cancel button', async () => {
    const used = 'This cancel link was already used: the appointment is cancelled.';
    get.mockRejectedValue(new ApiError(used, 409, { success: false, message: used }));
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('a link used meanwhile in another tab: the press says why, and nothing is shown as cancelled by this page', async () => {
    const used = 'This cancel link was already used: the appointment is cancelled.';
    get.mockResolvedValue(reply({ success: true, appointment: booking }));
    post.mockRejectedValue(new ApiError(used, 409, { success: false, message: used }));
    openLink();
    await aVisitor().click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(used));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
