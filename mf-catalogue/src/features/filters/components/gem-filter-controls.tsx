/**
 * A listing's gem filters (§listing.page) in the form the screen calls for: a dropdown per filter on a large
 * screen; a 'Filters' button and a side drawer on a phone or tablet. Each form is its own chunk, loaded only where
 * it is shown (ADR 017): a phone never downloads the dropdowns, nor the drawer until 'Filters' is pressed. A page
 * drawn on the server (ADR 018) holds the phone's button and the dropdowns' outline, and CSS shows one.
 */
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { SlidersHorizontal } from 'lucide-react';
import { useKnownMediaQuery } from '@gemstore/shared';
import { unavailableDialog } from '../../../components/unavailable-dialog';
import { FilterBarOutline } from './filter-bar-outline';
import type { FilterDrawer as FilterDrawerShape } from './filter-drawer';
import { largeScreenQuery, loadFilterBar, loadFilterDrawer } from '../lib/filter-chunks';
import type { FilterChange } from './filter-fields';
import { filterButtonStyle } from './filter-styles';
import { activeFilterCount, type FilterName, type GemFilters } from '../lib/gem-filters';

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

type BarProps = ControlsProps & { openFirst: FilterName | null };

/** The dropdowns' component once its chunk has arrived in this page: later listings draw it at once. */
let arrivedBar: ComponentType<BarProps> | undefined;

/**
 * The dropdowns, once `wanted` and their chunk is here; until then (undefined) the outline stands in their place.
 * If the code cannot be fetched, the drawer's button: the filters stay usable either way. Loaded through state,
 * not React.lazy, so the outline stays the same element until the bar replaces it (a press on it is kept).
 */
function useFilterBar(wanted: boolean): ComponentType<BarProps> | undefined {
  const [bar, setBar] = useState(() => arrivedBar);
  useEffect(() => {
    if (!wanted || bar) return undefined;
    let current = true;
    loadFilterBar().then(
      ({ FilterBar }) => {
        arrivedBar = FilterBar;
        if (current) setBar(() => FilterBar);
      },
      () => {
        if (current) setBar(() => DrawerFilters);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, bar]);
  return bar;
}

/**
 * The focus reaching an outline's button fetches the real row, which then takes the outline's place: the focused
 * button leaves the page, and a keyboard shopper's place with it (the browser puts the focus on the body). Which
 * button of the row had the focus is kept, and once the real row is drawn, the same button takes it, unless the
 * shopper has moved on meanwhile.
 */
function useFocusKeptAcrossSwap(swappedIn: unknown) {
  const form = useRef<HTMLDivElement>(null);
  const focused = useRef<{ button: Node; at: number } | null>(null);
  const buttons = () => [...(form.current?.querySelectorAll('button') ?? [])];
  useLayoutEffect(() => {
    const kept = focused.current;
    if (!swappedIn || !kept || kept.button.isConnected) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) buttons()[kept.at]?.focus();
  }, [swappedIn]);
  return {
    ref: form,
    onFocus: (event: { target: EventTarget }) => {
      const button = event.target as HTMLButtonElement;
      focused.current = { button, at: buttons().indexOf(button) };
    },
    onBlur: (event: { target: EventTarget }) => {
      // Chromium sends a blur as it removes the focused button too: only a button still on the page was left.
      const left = event.target as Node;
      queueMicrotask(() => {
        if (left.isConnected && focused.current?.button === left) focused.current = null;
      });
    },
  };
}

export function GemFilterControls(props: ControlsProps) {
  // Undefined while the browser hydrates a listing the server drew: the server cannot know the window, so both
  // forms were drawn and a media rule shows the one the screen calls for. Nothing swaps once the window is asked.
  const large = useKnownMediaQuery(largeScreenQuery);
  // The dropdowns' code (about 34 kB) is fetched once a shopper reaches for them, as the drawer's is on a phone.
  const [reached, setReached] = useState(false);
  const [asked, setAsked] = useState<FilterName | null>(null);
  const FilterBar = useFilterBar(large === true && reached);
  const ask = (name: FilterName) => {
    setReached(true);
    setAsked(name);
  };
  // Opened once, as the dropdowns arrive: a later mount (the window made narrow, then wide again) opens nothing.
  useEffect(() => {
    if (FilterBar && asked !== null) setAsked(null);
  }, [FilterBar, asked]);
  const keepFocus = useFocusKeptAcrossSwap(FilterBar);
  return (
    <>
      {large !== true ? (
        <FormFor screens={large === undefined ? 'small' : 'any'}>
          <DrawerFilters {...props} />
        </FormFor>
      ) : null}
      {large !== false ? (
        <FormFor screens={large === undefined ? 'large' : 'any'} {...keepFocus}>
          {FilterBar && large ? (
            <FilterBar {...props} openFirst={asked} />
          ) : (
            <FilterBarOutline
              filters={props.filters}
              onChange={props.onChange}
              onReach={() => setReached(true)}
              onAsk={ask}
            />
          )}
        </FormFor>
      ) : null}
    </>
  );
}

const OpenFilters = styled.button(({ theme }) => filterButtonStyle(theme, theme.colour.ink));

/** Lays out nothing itself (the toolbar places the controls); hides the form a drawn page's screen does not call for. */
const FormFor = styled.div<{ screens: 'small' | 'large' | 'any' }>(({ theme, screens }) => ({
  display: screens === 'large' ? 'none' : 'contents',
  ...(screens === 'small' ? { [theme.media.large]: { display: 'none' } } : {}),
  ...(screens === 'large' ? { [theme.media.large]: { display: 'contents' } } : {}),
}));
