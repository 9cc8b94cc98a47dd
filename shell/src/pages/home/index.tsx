/** Home (SPEC §1): the full video and promotional sections come with issue 4; the shortcuts are here already. */
import { Link, PageContainer, PageHeading, shop } from '@gemstore/shared';

export function Home() {
  return (
    <PageContainer>
      <PageHeading>{shop.name}</PageHeading>
      <p>{shop.vision}</p>
      <p>
        <Link to="/gemstones/Featured">Shop featured gemstones</Link> ·{' '}
        <Link to="/jewellery/Rings">Shop rings</Link>
      </p>
    </PageContainer>
  );
}
