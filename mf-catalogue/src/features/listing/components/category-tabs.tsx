/** The category tab bar (§listing.tabs): each tab is a link to /gemstones/{name} or /jewellery/{name}. */
import styled from '@emotion/styled';
import { categoriesBySection, Link, listingLink, type Section } from '@gemstore/shared';

export function CategoryTabs({ section, category }: { section: Section; category: string }) {
  return (
    <Tabs aria-label={`${section === 'gemstones' ? 'Gemstone' : 'Jewellery'} categories`}>
      <ul>
        {categoriesBySection[section].map((name) => (
          <li key={name}>
            <Tab to={listingLink(section, name)} aria-current={name === category ? 'page' : undefined}>
              {name}
            </Tab>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

const Tabs = styled.nav(({ theme }) => ({
  borderBottom: `1px solid ${theme.colour.line}`,
  ul: {
    display: 'flex',
    gap: theme.space(6),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // On a phone the tabs scroll sideways rather than wrap onto a second line.
    overflowX: 'auto',
    scrollbarWidth: 'none',
    [theme.media.large]: { justifyContent: 'center', gap: theme.space(10) },
  },
}));

const Tab = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '3rem',
  color: theme.colour.inkSoft,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 0.2s',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: -1,
    height: 2,
    background: theme.colour.gold,
    transform: 'scaleX(0)',
    transition: 'transform 0.2s',
  },
  '&:hover': { color: theme.colour.ink },
  '&[aria-current="page"]': { color: theme.colour.ink },
  '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
