/**
 * The desktop dropdowns' row, and the outline of it drawn before their code arrives. The dropdowns are a chunk of
 * their own (ADR 017), fetched once a pointer or the focus reaches the row; until it lands (and in a listing drawn
 * on the server, ADR 018) this outline stands in their place: the same buttons, in the same row, so the toolbar
 * does not change. A dropdown pressed in the outline is remembered and opens as the real row replaces it.
 */
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import type { FilterChange } from './filter-fields';
import { ChosenCount, DropdownRow, dropdownTriggerStyle, RemoveAll } from './filter-styles';
import {
  activeFilterCount,
  filterNames,
  filterSummary,
  noGemFilters,
  type FilterName,
  type GemFilters,
} from '../lib/gem-filters';

/** What a dropdown's trigger shows and says: its name, how many options are chosen, its chevron. */
export type DropdownFace = { active: boolean; label: ReactNode };

/** The row: one dropdown per filter, in the shop's order, then 'Remove all filters' once any filter narrows. */
export function DropdownRowOf({
  filters,
  onChange,
  dropdown,
}: {
  filters: GemFilters;
  onChange: FilterChange;
  dropdown: (name: FilterName, face: DropdownFace) => ReactNode;
}) {
  return (
    <DropdownRow role="group" aria-label="Filters">
      {filterNames.map((name) => {
        const count = filterSummary(name, filters);
        const label = (
          <>
            {name}
            {count > 0 ? <ChosenCount aria-label={`${count} chosen`}>{count}</ChosenCount> : null}
            <ChevronDown aria-hidden="true" size={16} strokeWidth={1.5} />
          </>
        );
        return dropdown(name, { active: count > 0, label });
      })}
      {activeFilterCount(filters) > 0 ? (
        <RemoveAll type="button" onClick={() => onChange(noGemFilters)}>
          Remove all filters
        </RemoveAll>
      ) : null}
    </DropdownRow>
  );
}

export function FilterBarOutline({
  filters,
  onChange,
  onReach,
  onAsk,
}: {
  filters: GemFilters;
  onChange: FilterChange;
  /** A pointer or the focus reached a dropdown: time to fetch the real ones. */
  onReach: () => void;
  /** A dropdown was pressed before the real ones could open. */
  onAsk: (name: FilterName) => void;
}) {
  return (
    <DropdownRowOf
      filters={filters}
      onChange={onChange}
      dropdown={(name, { active, label }) => (
        // As a closed Radix trigger reads, so a screen reader hears no change when the real one takes its place.
        <OutlineTrigger
          key={name}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          data-active={active}
          onPointerEnter={onReach}
          onFocus={onReach}
          // Asked as the press starts: the real row may land before it ends, and the click then never comes.
          onPointerDown={() => onAsk(name)}
          onClick={() => onAsk(name)}
        >
          {label}
        </OutlineTrigger>
      )}
    />
  );
}

const OutlineTrigger = styled.button(({ theme }) => dropdownTriggerStyle(theme));
