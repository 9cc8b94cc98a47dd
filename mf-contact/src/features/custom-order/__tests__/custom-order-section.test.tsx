import { act, render, screen, within } from '@testing-library/react';
import { clearCustomOrderRequest, RemoteProviders, requestCustomOrder } from '@gemstore/shared';
import { CustomOrderSection } from '../components/custom-order-section';

const renderSection = () =>
  render(
    <RemoteProviders name="contact">
      <CustomOrderSection />
    </RemoteProviders>,
  );

beforeEach(() => {
  clearCustomOrderRequest();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('CustomOrderSection (Enquire for Price, SPEC §2)', () => {
  it('reads the request the catalogue published, scrolls to itself and shows the pre-filled message', () => {
    requestCustomOrder(
      {
        id: 40,
        name: 'Padparadscha Sapphire',
        description: 'A rare pinkish-orange sapphire from Sri Lanka.',
        link: '/gemstones/featured/padparadscha-sapphire-40',
      },
      'https://gemstore.sg',
    );
    renderSection();

    const section = screen.getByRole('region', { name: 'Custom Order' });
    expect(section).toHaveAttribute('id', 'custom-order');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const enquiry = within(section).getByRole('group', { name: 'Your enquiry' });
    expect(within(enquiry).getByRole('link', { name: 'Padparadscha Sapphire' })).toHaveAttribute(
      'href',
      'https://gemstore.sg/gemstones/featured/padparadscha-sapphire-40',
    );
    const message = within(enquiry).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue(
      'I would like to enquire about the price of Padparadscha Sapphire.\n\n' +
        'A rare pinkish-orange sapphire from Sri Lanka.\n\n' +
        'Product link: https://gemstore.sg/gemstones/featured/padparadscha-sapphire-40',
    );
  });

  it('shows no enquiry and does not scroll without a request, and follows one published later', () => {
    renderSection();
    expect(screen.queryByRole('group', { name: 'Your enquiry' })).toBeNull();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    act(() => {
      requestCustomOrder({
        id: 7,
        name: 'Ruby Ring',
        description: 'A ring.',
        link: '/jewellery/featured/ruby-ring-7',
      });
    });
    expect(screen.getByRole('group', { name: 'Your enquiry' })).toBeInTheDocument();
  });
});
