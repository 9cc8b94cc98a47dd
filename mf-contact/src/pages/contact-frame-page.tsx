import { PageContainer, PageHeading, shop } from '@gemstore/shared';
import { CustomOrderSection } from '../features/custom-order';

/** The frame of a contact page; the enquiry forms and FAQ come with the contact issue. */
export function ContactFramePage({ title, customOrder = false }: { title: string; customOrder?: boolean }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <p>
        {shop.location} · {shop.phone} · {shop.email}
      </p>
      {customOrder ? <CustomOrderSection /> : null}
    </PageContainer>
  );
}
