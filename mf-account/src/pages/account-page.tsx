import { PageContainer, PageHeading } from '@gemstore/shared';

/** The frame of an account page; its forms come with the account issue. */
export function AccountPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
    </PageContainer>
  );
}
