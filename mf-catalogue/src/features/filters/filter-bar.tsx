/**
 * Gem filters on large screens (SPEC §2 Listing page): a dropdown per filter — Cut, Colour, Clarity, Carat, Price —
 * each a Radix popover (focus moves in, Escape and an outside click close it), and 'Remove all filters' once any
 * filter narrows the list.
 */
import styled from '@emotion/styled';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { FilterField, filterNames, filterSummary, type FilterChange } from './filter-fields';
import { filterButtonStyle, RemoveAll } from './filter-styles';
import { activeFilterCount, noGemFilters, type GemFilters } from './gem-filters';

export function FilterBar({
  category,
  filters,
  onChange,
}: {
  category: string;
  filters: GemFilters;
  onChange: FilterChange;
}) {
  return (
    <Bar aria-label="Filters">
      {filterNames.map((name) => {
        const count = filterSummary(name, filters);
        return (
          <Popover.Root key={name}>
            <Trigger data-active={count > 0}>
              {name}
              {count > 0 ? <Count aria-label={`${count} chosen`}>{count}</Count> : null}
              <ChevronDown aria-hidden="true" size={16} strokeWidth={1.5} />
            </Trigger>
            <Popover.Portal>
              <Panel align="start" sideOffset={8} aria-label={name}>
                <FilterField name={name} category={category} filters={filters} onChange={onChange} />
              </Panel>
            </Popover.Portal>
          </Popover.Root>
        );
      })}
      {activeFilterCount(filters) > 0 ? (
        <RemoveAll type="button" onClick={() => onChange(noGemFilters)}>
          Remove all filters
        </RemoveAll>
      ) : null}
    </Bar>
  );
}

// Rendered on large screens only (gem-filter-controls.tsx), so no media query here.
const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
}));

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  ...filterButtonStyle(theme, theme.colour.line),
  transition: 'border-color 0.2s',
  '&:hover, &[data-state="open"], &[data-active="true"]': { borderColor: theme.colour.ink },
  '&[data-state="open"] svg': { transform: 'rotate(180deg)' },
  svg: { transition: 'transform 0.2s' },
}));

const Count = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  borderRadius: theme.radius.round,
  background: theme.colour.ink,
  color: theme.colour.paper,
  fontSize: '0.6875rem',
  letterSpacing: 0,
}));

const Panel = styled(Popover.Content)(({ theme }) => ({
  // Below the shell's fixed header (z-index 50), which it should slide under when the page scrolls.
  zIndex: 30,
  width: '18rem',
  maxHeight: 'min(28rem, 70vh)',
  overflowY: 'auto',
  padding: theme.space(3),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  boxShadow: theme.shadow.soft,
  '&:focus-visible': { outline: 'none' },
}));
