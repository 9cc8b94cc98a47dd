import styled from '@emotion/styled';
import { shop } from '@gemstore/shared';

/** The shop's postal address, phone and e-mail, from the one shop config (never written into the policies). */
export function ShopContact({ attention }: { attention?: string }) {
  return (
    <Card>
      <Name>{shop.name}</Name>
      {attention ? <span>{attention}</span> : null}
      <span>{shop.location}</span>
      <span>
        Telephone <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
      </span>
      <span>
        E-mail <a href={`mailto:${shop.email}`}>{shop.email}</a>
      </span>
    </Card>
  );
}

const Card = styled.address(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  margin: `${theme.space(6)} 0 ${theme.space(2)}`,
  padding: theme.space(6),
  background: theme.colour.ivory,
  borderLeft: `2px solid ${theme.colour.gold}`,
  color: theme.colour.inkSoft,
  fontStyle: 'normal',
  lineHeight: 1.6,
  [theme.media.large]: { padding: `${theme.space(7)} ${theme.space(8)}` },
}));

const Name = styled.span(({ theme }) => ({
  marginBottom: theme.space(1),
  color: theme.colour.ink,
  font: `500 1.375rem/1.3 ${theme.font.display}`,
}));
