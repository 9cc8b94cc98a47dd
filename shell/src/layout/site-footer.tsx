/**
 * The footer (§footer.contents, §footer.links): a short company vision, the location, phone and e-mail (all
 * from the one shop config with the brand name), quick links of the main menu plus the legal pages, and the
 * year 2025.
 */
import styled from '@emotion/styled';
import { Link, shop } from '@gemstore/shared';
import { legalLinks, mainMenu } from './navigation';

export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        <About>
          <BrandName>{shop.name}</BrandName>
          <Vision>{shop.vision}</Vision>
        </About>
        <section aria-labelledby="footer-visit">
          <Heading id="footer-visit">Visit &amp; contact</Heading>
          <Address>
            <span>{shop.location}</span>
            <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </Address>
        </section>
        <nav aria-label="Footer">
          <Heading as="p">Quick links</Heading>
          <Links>
            {[...mainMenu, ...legalLinks].map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </Links>
        </nav>
      </Columns>
      <Legal>
        © {shop.footerYear} {shop.name}. All rights reserved.
      </Legal>
    </Footer>
  );
}

const Footer = styled.footer(({ theme }) => ({
  marginTop: theme.space(16),
  padding: `${theme.space(16)} ${theme.space(6)} ${theme.space(8)}`,
  background: theme.colour.ink,
  color: 'rgba(255, 255, 255, 0.78)',
  font: `300 0.9375rem/1.7 ${theme.font.body}`,
  a: { color: 'inherit', textDecoration: 'none', transition: 'color 0.2s' },
  'a:hover': { color: '#ffffff' },
  'a:focus-visible': { outline: `2px solid ${theme.colour.gold}`, outlineOffset: '3px' },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(10),
  maxWidth: '80rem',
  margin: '0 auto',
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
  [theme.media.large]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
}));

const About = styled.div({ maxWidth: '26rem' });

const BrandName = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  font: `500 1.6rem/1 ${theme.font.display}`,
  letterSpacing: '0.3em',
  textTransform: 'uppercase',
  color: '#ffffff',
}));

const Vision = styled.p({ margin: 0 });

const Heading = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  font: `400 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: theme.colour.gold,
}));

const Address = styled.address({ display: 'grid', gap: '0.35rem', fontStyle: 'normal' });

const Links = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const Legal = styled.p(({ theme }) => ({
  maxWidth: '80rem',
  margin: `${theme.space(12)} auto 0`,
  paddingTop: theme.space(6),
  borderTop: '1px solid rgba(255, 255, 255, 0.14)',
  fontSize: '0.8125rem',
  color: 'rgba(255, 255, 255, 0.6)',
}));
