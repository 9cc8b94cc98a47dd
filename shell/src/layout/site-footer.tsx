/** The footer's quick links; the full footer (vision, location, contacts) comes with issue 4. */
import styled from '@emotion/styled';
import { Link, shop } from '@gemstore/shared';
import { legalLinks, mainMenu } from './navigation';

export function SiteFooter() {
  return (
    <Footer>
      <nav aria-label="Footer">
        <Links>
          {[...mainMenu, ...legalLinks].map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </Links>
      </nav>
      <small>
        © {shop.footerYear} {shop.name}
      </small>
    </Footer>
  );
}

const Footer = styled.footer(({ theme }) => ({
  padding: `${theme.space(8)} ${theme.space(6)}`,
  borderTop: `1px solid ${theme.colour.line}`,
  background: theme.colour.ivory,
  color: theme.colour.inkSoft,
  fontSize: '0.875rem',
}));

const Links = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(5),
  listStyle: 'none',
  margin: `0 0 ${theme.space(4)}`,
  padding: 0,
}));
