import { PageContainer, PageHeading } from '@gemstore/shared';

/** The frame of a checkout page; its form and payment steps come with the checkout issue. */
export function CheckoutFramePage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
    </PageContainer>
  );
}
