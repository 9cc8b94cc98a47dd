/**
 * The booking form offers the free times the server gave for what it asked (ADR 029, ADR 021): the server here
 * answers by date, meeting type and café, and the shopper switches each, so a query key that left one out would keep
 * offering the last answer's times.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, notify } from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { contactQueries } from '../../lib/query-client';
import { ContactPage } from '../contact-page';

const get = jest.spyOn(api, 'get');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

/** Each date, meeting type and café has its own free times. */
const freeTimes: Record<string, string[]> = {
  '2026-11-25 online': ['10:15', '10:30'],
  '2026-11-25 in-person cafe1': ['11:00'],
  '2026-11-25 in-person cafe2': ['12:45', '13:00'],
  '2026-11-26 in-person cafe2': ['15:30'],
};

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T02:00:00Z') }); // Wednesday, 10:00 in Singapore
  contactQueries.clear();
  get.mockReset().mockImplementation(async (path, config) => {
    if (path === '/countries') return reply({ success: true, countries: [] });
    const { date, meetingType, location } = config?.params as Record<string, string>;
    const times = freeTimes[[date, meetingType, location].filter(Boolean).join(' ')] ?? [];
    return reply({ success: true, date, times });
  });
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(5000);
  });
  jest.useRealTimers();
});

const offered = () =>
  within(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Time (SGT)' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * Offers `now` and none of `before` (the last answer's). The time the shopper holds stays on offer beside the new
 * answer's (the form keeps a chosen time until they choose another), so only the answers' own times are compared.
 */
const offers = (now: string[], before: string[]) =>
  now.every((at) => offered().includes(at)) && !before.some((at) => offered().includes(at));

it('offers the times of the date, meeting type and café chosen, switching with each', async () => {
  renderInRemote(<ContactPage />, {
    remote: 'contact',
    queries: contactQueries,
    url: '/contact',
    session: null,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(offered()).toEqual(['10:15', '10:30']));

  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meeting Type' }), 'in-person');
  await waitFor(() => expect(offers(['11:00'], ['10:30'])).toBe(true));

  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Preferred Location' }), 'cafe2');
  await waitFor(() => expect(offers(['12:45', '13:00'], ['11:00'])).toBe(true));

  const calendar = within(dialog).getByRole('group', { name: /Date/ });
  await user.click(within(calendar).getByRole('button', { name: /^26 November 2026/ }));
  await waitFor(() => expect(offers(['15:30'], ['12:45', '13:00'])).toBe(true));
});
