import { PageContainer, PageHeading, shop } from '@gemstore/shared';

/** The frame of a contact page; the enquiry forms and FAQ come with the contact issue. */
export function ContactFramePage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <p>
        {shop.location} · {shop.phone} · {shop.email}
      </p>
    </PageContainer>
  );
}
