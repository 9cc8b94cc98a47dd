/**
 * Gem filters on large screens (§listing.page): a dropdown per filter — Cut, Colour, Clarity, Carat, Price —
 * each a Radix popover (focus moves in, Escape and an outside click close it), and 'Remove all filters' once any
 * filter narrows the list. Until this chunk arrives, filter-bar-outline.tsx draws the same row.
 */
import styled from '@emotion/styled';
import * as Popover from '@radix-ui/react-popover';
import { DropdownRowOf } from './filter-bar-outline';
import { FilterField, type FilterChange } from './filter-fields';
import { dropdownTriggerStyle } from './filter-styles';
import type { FilterName, GemFilters } from '../lib/gem-filters';

export function FilterBar({
  category,
  filters,
  onChange,
  openFirst,
}: {
  category: string;
  filters: GemFilters;
  onChange: FilterChange;
  /** The dropdown a shopper pressed in the outline before this code arrived: it opens as the bar appears. */
  openFirst?: FilterName | null;
}) {
  return (
    <DropdownRowOf
      filters={filters}
      onChange={onChange}
      dropdown={(name, { active, label }) => (
        <Popover.Root key={name} defaultOpen={name === openFirst}>
          <Trigger data-active={active}>{label}</Trigger>
          <Popover.Portal>
            <Panel align="start" sideOffset={8} aria-label={name}>
              <FilterField name={name} category={category} filters={filters} onChange={onChange} />
            </Panel>
          </Popover.Portal>
        </Popover.Root>
      )}
    />
  );
}

const Trigger = styled(Popover.Trigger)(({ theme }) => dropdownTriggerStyle(theme));

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
