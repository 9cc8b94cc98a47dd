import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  clearCustomOrderRequest,
  notify,
  requestCustomOrder,
  type User,
} from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { contactQueries } from '../../lib/query-client';
import { ContactPage } from '../contact-page';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.post>>;
const countries = [
  { name: 'Singapore', code: 'SG', flag: '🇸🇬', dialCode: '+65' },
  { name: 'Malaysia', code: 'MY', flag: '🇲🇾', dialCode: '+60' },
];

function openContact(url = '/contact', session: User | null = null) {
  return renderInRemote(<ContactPage />, { remote: 'contact', queries: contactQueries, url, session });
}

const aVisitor = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T02:00:00Z') }); // Wednesday, 10:00 in Singapore
  contactQueries.clear();
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) =>
    path === '/countries'
      ? reply({ success: true, countries })
      : reply({ success: true, date: '2026-11-25', times: ['10:15', '10:30', '16:00'] }),
  );
  clearCustomOrderRequest();
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(5000);
  });
  jest.useRealTimers();
});

describe('ContactPage (§contact.page, §contact.bar)', () => {
  it('has the three sections, each with its heading and button, and the contact bar', () => {
    openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const [title, id, button] of [
      ['Book an Appointment', 'appointmentSection', 'Get in Touch'],
      ['Custom Order & Sourcing Request', 'customOrderSection', 'Get Started Today'],
      ['Leave a Message', 'leaveMessageSection', 'Message Now'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', id);
      expect(within(section).getByRole('button', { name: button })).toBeInTheDocument();
    }
    const bar = screen.getByRole('navigation', { name: 'Contact us' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Book an Appointment', 'Custom Order & Sourcing Request', 'Leave a Message']);
  });

  it('the contact bar scrolls to the section and opens its form; closing returns the focus to the button', async () => {
    openContact();
    const user = aVisitor();
    const bar = screen.getByRole('navigation', { name: 'Contact us' });
    const leave = within(bar).getByRole('button', { name: 'Leave a Message' });
    await user.click(leave);
    expect(await screen.findByRole('dialog', { name: 'Leave a Message' })).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(leave).toHaveFocus();
  });

  it.each([
    ['Get in Touch', 'Book an Appointment', 'First Name'],
    ['Get Started Today', 'Custom Order & Sourcing Request', 'First Name'],
    ['Message Now', 'Leave a Message', 'How may we help you?'],
  ])(
    "'%s': Cancel closes the form and clears it, as Escape does, and gives the focus back (§enquiry.dialog)",
    async (opener, title, box) => {
      openContact();
      const user = aVisitor();
      const button = screen.getByRole('button', { name: opener });
      await user.click(button);
      await screen.findByRole('dialog', { name: title });
      await user.type(field(box), 'Something typed');
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
      expect(post).not.toHaveBeenCalled();
      await user.click(button);
      await screen.findByRole('dialog', { name: title });
      expect(field(box)).toHaveValue('');
    },
  );

  it('a deep link lands on its section with the form open', async () => {
    openContact('/contact#customOrderSection');
    expect(
      await screen.findByRole('dialog', { name: 'Custom Order & Sourcing Request' }),
    ).toBeInTheDocument();
  });

  it("'Enquire for Price' opens the custom-order form with the piece's description and link", async () => {
    requestCustomOrder(
      {
        id: 7,
        name: 'Padparadscha Sapphire',
        description: 'A rare pink-orange sapphire.',
        link: '/gemstones/sapphire/p-7',
      },
      'https://gemstore.sg',
    );
    openContact('/contact#customOrderSection');
    await screen.findByRole('dialog', { name: 'Custom Order & Sourcing Request' });
    expect(within(dialog()).getByRole('link', { name: 'Padparadscha Sapphire' })).toHaveAttribute(
      'href',
      'https://gemstore.sg/gemstones/sapphire/p-7',
    );
    expect((field('Additional Information') as HTMLTextAreaElement).value).toContain(
      'Product link: https://gemstore.sg/gemstones/sapphire/p-7',
    );
  });
});

describe('Leave a Message (§leave-message.fields, §leave-message.rules, §enquiry.messages)', () => {
  it("shows each field's message under it and sends nothing", async () => {
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    await user.type(field('First Name'), 'A');
    await user.type(field('Email'), 'ada@example');
    await user.type(field('How may we help you?'), 'Too short');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(field('First Name')).toHaveAccessibleDescription(
        'First Name must be between 2 and 20 characters',
      ),
    );
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('How may we help you?')).toHaveAccessibleDescription(
      'Your message must be between 10 and 500 characters',
    );
    // The first field in error, in the order shown, takes the focus (not the first registered: the message box).
    expect(field('First Name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('a refused phone number alone takes the focus, though the form holds it without a field of its own', async () => {
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Contact Number' }), '1234');
    await user.type(field('How may we help you?'), 'Do you have Kashmir sapphires?');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Message' }));
    const phone = within(dialog()).getByRole('textbox', { name: 'Contact Number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Invalid phone number'));
    expect(phone).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("keeps digits only, at most 10, and sends the code joined to them; 'Message sent successfully!' and the form resets", async () => {
    post.mockResolvedValue(reply({ success: true, message: 'Message sent successfully!' }));
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    const phone = within(dialog()).getByRole('textbox', { name: 'Contact Number' });
    await user.type(phone, '9123-4567 890');
    expect(phone).toHaveValue('9123456789');
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Contact Number: country code' }),
      '+60',
    );
    await user.type(field('How may we help you?'), 'Do you have Kashmir sapphires?');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/form/leave-message', {
      firstName: 'Ada',
      lastName: '',
      contactNumber: '+609123456789',
      email: 'ada@example.com',
      message: 'Do you have Kashmir sapphires?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    expect(field('First Name')).toHaveValue('');
    expect(within(dialog()).getByRole('textbox', { name: 'Contact Number' })).toHaveValue('');
  });

  it.each([
    [
      'success: false',
      () => Promise.resolve(reply({ success: false, message: 'We are closed today' })),
      'We are closed today',
    ],
    [
      'a thrown error',
      () => Promise.reject(new ApiError('x', 500, null)),
      'Failed to send message. Please try again.',
    ],
  ])('says why on %s, and still resets', async (_case, answer, message) => {
    post.mockImplementation(answer);
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('How may we help you?'), 'Do you have Kashmir sapphires?');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("prefills a signed-in shopper's name and e-mail", async () => {
    openContact('/contact', aUser());
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Message Now' }));
    await screen.findByRole('dialog');
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Last Name')).toHaveValue('Tan');
    expect(field('Email')).toHaveValue('ada@example.com');
  });
});

describe('Book an Appointment (§appointment.fields, §appointment.conditional-fields, §appointment.rules)', () => {
  it('opens on the first free time today in SGT, offers the free times, and shows the place only in person', async () => {
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    await screen.findByRole('dialog');
    const time = within(dialog()).getByRole('combobox', { name: 'Time (SGT)' });
    await waitFor(() =>
      expect(
        within(time)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['10:15', '10:30', '16:00']),
    );
    expect(within(dialog()).getByRole('combobox', { name: 'Country' })).toHaveValue('Singapore');
    expect(within(dialog()).queryByRole('combobox', { name: 'Preferred Location' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Meeting Type' }), 'in-person');
    expect(within(dialog()).getByRole('combobox', { name: 'Preferred Location' })).toHaveValue('cafe1');
    expect(get).toHaveBeenCalledWith(
      '/form/appointment/slots',
      expect.objectContaining({
        params: { date: '2026-11-25', meetingType: 'in-person', location: 'cafe1' },
      }),
    );
    expect(
      within(dialog()).queryByRole('textbox', { name: 'Additional Information' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Purpose of Meeting' }), 'other');
    expect(within(dialog()).getByRole('textbox', { name: 'Additional Information' })).toBeInTheDocument();
  });

  it('the calendar offers days up to 90 days ahead and no further (ADR 039)', async () => {
    openContact();
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    await screen.findByRole('dialog');
    const calendar = within(dialog()).getByRole('group', { name: 'Date (Singapore time)' });
    const next = () => within(calendar).getByRole('button', { name: /next month/i });
    // Today is Wednesday 25 November 2026 in Singapore: the 90th day ahead is Tuesday 23 February 2027.
    for (let month = 0; month < 3; month++) await user.click(next());
    expect(within(calendar).getByText('February 2027')).toBeInTheDocument();
    const day = (n: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`^${n} February 2027,`) });
    expect(day(23)).toBeEnabled();
    expect(day(24)).toBeDisabled();
    // The months past the horizon are not offered.
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('a time taken meanwhile keeps the form open with the nearest free times to choose', async () => {
    post.mockRejectedValue(
      new ApiError('That time was just taken. Please choose another time.', 409, {
        success: false,
        message: 'That time was just taken. Please choose another time.',
        freeTimes: ['2026-11-25T10:30', '2026-11-25T16:00'],
      }),
    );
    openContact('/contact', aUser());
    const user = aVisitor();
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: 'Book Appointment' }));
    const nearest = await within(dialog()).findByRole('group', { name: 'Nearest free times' });
    expect(within(nearest).getByRole('alert')).toHaveTextContent(
      'That time was just taken. Please choose another time.',
    );
    await user.click(within(nearest).getByRole('button', { name: '2026-11-25 16:00' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Time (SGT)' })).toHaveValue('16:00');
  });
});
