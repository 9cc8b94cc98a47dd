import { Link, PageContainer, PageHeading } from '@gemstore/shared';

/** SPEC §2 Catch-all: 'Page Not Found' with a link to /. */
export function NotFound() {
  return (
    <PageContainer css={{ textAlign: 'center', minHeight: '50vh' }}>
      <PageHeading>Page Not Found</PageHeading>
      <p>The page you were looking for is not here.</p>
      <Link to="/">Back to the home page</Link>
    </PageContainer>
  );
}
