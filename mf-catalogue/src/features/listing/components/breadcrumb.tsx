/** The breadcrumb of §listing.breadcrumb: the section, then the category. */
import styled from '@emotion/styled';
import { Link, listingLink, type Section } from '@gemstore/shared';

export const sectionTitles: Record<Section, string> = { gemstones: 'Gemstones', jewellery: 'Jewellery' };

export function Breadcrumb({ section, category }: { section: Section; category: string }) {
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={listingLink(section, 'Featured')}>{sectionTitles[section]}</Link>
        </li>
        <li aria-current="page">{category}</li>
      </ol>
    </Trail>
  );
}

const Trail = styled.nav(({ theme }) => ({
  ol: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space(2),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: theme.colour.muted,
    font: `400 0.8125rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.06em',
  },
  'li + li::before': { content: '"/"', marginRight: theme.space(2), color: theme.colour.line },
  a: { color: theme.colour.inkSoft, textDecoration: 'none' },
  'a:hover': { color: theme.colour.ink, textDecoration: 'underline' },
  '[aria-current]': { color: theme.colour.ink },
}));
