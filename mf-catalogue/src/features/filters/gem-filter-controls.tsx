/**
 * A listing's gem filters (SPEC §2 Listing page) in the form the screen calls for: a dropdown per filter on a large
 * screen; a 'Filters' button and a side drawer on a phone or tablet. Each form is its own chunk, loaded only where
 * it is shown (ADR 017): a phone never downloads the dropdowns, nor the drawer until 'Filters' is pressed.
 */
import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { SlidersHorizontal } from 'lucide-react';
import { useMediaQuery } from '@gemstore/shared';
import { unavailableDialog } from '../dialogs/unavailable-dialog';
import type { FilterDrawer as FilterDrawerShape } from './filter-drawer';
import { largeScreenQuery, loadFilterBar, loadFilterDrawer } from './filter-chunks';
import type { FilterChange } from './filter-fields';
import { filterButtonStyle } from './filter-styles';
import { activeFilterCount, type GemFilters } from './gem-filters';

type ControlsProps = {
  category: string;
  filters: GemFilters;
  onChange: FilterChange;
  /** How many products the filters leave, for the drawer's closing button; null while loading. */
  resultCount: number | null;
};

type DrawerProps = Parameters<typeof FilterDrawerShape>[0];

const FilterDrawer = lazy((): Promise<{ default: ComponentType<DrawerProps> }> =>
  loadFilterDrawer().then(
    ({ FilterDrawer }) => ({ default: FilterDrawer }),
    () => ({ default: unavailableDialog('The filters could not be opened. Please reload the page.') }),
  ),
);
const prefetchDrawer = () => void loadFilterDrawer().catch(() => undefined);

/** The 'Filters' button, and the drawer once it was first asked for. */
function DrawerFilters({ category, filters, onChange, resultCount }: ControlsProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(filters);
  return (
    <>
      <OpenFilters
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" size={18} strokeWidth={1.5} />
        Filters{active > 0 ? ` (${active})` : ''}
      </OpenFilters>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            category={category}
            filters={filters}
            onChange={onChange}
            resultCount={resultCount}
          />
        </Suspense>
      ) : null}
    </>
  );
}

// The dropdowns, or, if their code cannot be fetched, the drawer's button: the filters stay usable either way.
const FilterBar = lazy((): Promise<{ default: ComponentType<ControlsProps> }> =>
  loadFilterBar().then(
    ({ FilterBar }) => ({ default: FilterBar }),
    () => ({ default: DrawerFilters }),
  ),
);

export function GemFilterControls(props: ControlsProps) {
  const large = useMediaQuery(largeScreenQuery);
  if (!large) return <DrawerFilters {...props} />;
  return (
    // The toolbar keeps its shape while the dropdowns arrive (started with the listing's code, so rarely seen).
    <Suspense fallback={<BarSpace />}>
      <FilterBar {...props} />
    </Suspense>
  );
}

const OpenFilters = styled.button(({ theme }) => filterButtonStyle(theme, theme.colour.ink));

const BarSpace = styled.div({ minHeight: '2.75rem' });
