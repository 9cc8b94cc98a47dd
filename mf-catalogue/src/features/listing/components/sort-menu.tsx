/** The sort menu (§listing.sort): a native select, so every phone shows its own picker. */
import styled from '@emotion/styled';
import { sortOptions, type Section, type SortOption } from '@gemstore/shared';
import { sortLabels } from '../lib/sort';

export function SortMenu({
  section,
  sort,
  onChange,
}: {
  section: Section;
  sort: SortOption | null;
  onChange: (sort: SortOption | null) => void;
}) {
  return (
    <Label>
      <span>Sort by</span>
      <select
        value={sort ?? ''}
        onChange={(event) => onChange((event.target.value || null) as SortOption | null)}
      >
        <option value="">Recommended</option>
        {sortOptions[section].map((option) => (
          <option key={option} value={option}>
            {sortLabels[option]}
          </option>
        ))}
      </select>
    </Label>
  );
}

const Label = styled.label(({ theme }) => ({
  // At the toolbar's right end, also when there are no filters before it (jewellery).
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(3),
  color: theme.colour.inkSoft,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  // On a phone the words make the toolbar wrap; the select still carries them as its name.
  '& > span': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    [theme.media.medium]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
  select: {
    minHeight: '2.75rem',
    padding: `0 ${theme.space(8)} 0 ${theme.space(3)}`,
    border: `1px solid ${theme.colour.line}`,
    borderRadius: theme.radius.small,
    background: `${theme.colour.paper} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%231f1b17' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E") no-repeat right 0.75rem center`,
    appearance: 'none',
    color: theme.colour.ink,
    font: `400 0.875rem/1 ${theme.font.body}`,
    letterSpacing: 0,
    textTransform: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  },
}));
