/**
 * /contact (§contact.page): the page's header with the shop's details, the contact bar, the three enquiry
 * sections with their forms, and the FAQ.
 */
import styled from '@emotion/styled';
import { PageContainer, PageHeading, shop } from '@gemstore/shared';
import { ContactBar, EnquiryForms, EnquirySections, useEnquiries } from '../features/enquiries';
import { Faq } from '../features/faq';

export function ContactPage() {
  const enquiries = useEnquiries();
  return (
    <PageContainer>
      <Header>
        <PageHeading>Contact Us</PageHeading>
        <p>
          Book a viewing, ask us to find or make a piece, or simply write to us. We are in Singapore and reply
          within two working days.
        </p>
        <address>
          {shop.location} · <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a> ·{' '}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </address>
      </Header>
      <ContactBar onOpen={enquiries.openForm} />
      <EnquirySections onOpen={enquiries.openForm} />
      <Faq />
      <EnquiryForms enquiries={enquiries} />
    </PageContainer>
  );
}

const Header = styled.header(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  p: {
    margin: 0,
    maxWidth: '44rem',
    color: theme.colour.inkSoft,
    font: `400 1.0625rem/1.7 ${theme.font.body}`,
  },
  address: { fontStyle: 'normal', color: theme.colour.inkSoft, a: { color: theme.colour.goldDeep } },
}));
