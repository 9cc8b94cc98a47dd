import { Button, PageContainer, PageHeading, useNavigate } from '@gemstore/shared';

/** A shell page with a heading, text and a Back control; issue 4 gives the legal pages their full text. */
export function SimplePage({ title, children }: { title: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
        Back
      </Button>
      <PageHeading css={{ marginTop: '2rem' }}>{title}</PageHeading>
      {children}
    </PageContainer>
  );
}
