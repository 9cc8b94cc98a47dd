/** /services (§services.page): the custom jewellery process. */
import styled from '@emotion/styled';
import { PageContainer, PageHeading } from '@gemstore/shared';
import { CustomProcess } from '../features/services';

export function ServicesPage() {
  return (
    <PageContainer>
      <Intro>
        <PageHeading>Custom Jewellery</PageHeading>
        <p>
          From the first conversation to the finished piece: how we make jewellery around the stone you
          choose.
        </p>
      </Intro>
      <CustomProcess />
    </PageContainer>
  );
}

const Intro = styled.header(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  p: {
    margin: 0,
    maxWidth: '44rem',
    color: theme.colour.inkSoft,
    font: `400 1.0625rem/1.7 ${theme.font.body}`,
  },
}));
