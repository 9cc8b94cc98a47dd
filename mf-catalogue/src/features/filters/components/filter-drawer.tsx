/**
 * Gem filters on small screens (§listing.page): the side drawer the 'Filters' button opens (a Radix dialog:
 * focus is held inside, Escape closes) with every filter and 'Remove all filters'.
 *
 * Loaded only when a shopper first opens it (gem-filter-controls.tsx, ADR 017), so the button that opens it is not
 * a trigger inside this dialog: the focus is handed back to it on closing.
 */
import type { RefObject } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  focusOnClose,
} from '@gemstore/shared/dialog';
import { Button } from '@gemstore/shared';
import { FilterField, type FilterChange } from './filter-fields';
import { RemoveAll } from './filter-styles';
import { activeFilterCount, filterNames, noGemFilters, type GemFilters } from '../lib/gem-filters';

export function FilterDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  category,
  filters,
  onChange,
  resultCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Filters' button: the focus goes back there when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  category: string;
  filters: GemFilters;
  onChange: FilterChange;
  /** How many products the filters leave, for the drawer's closing button; null while loading. */
  resultCount: number | null;
}) {
  const active = activeFilterCount(filters);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay dim={0.4} />
        <Sheet aria-describedby={undefined} onCloseAutoFocus={focusOnClose(returnFocusTo)}>
          <Top>
            <DialogTitle>Filters</DialogTitle>
            <DialogCloseButton label="Close filters" />
          </Top>
          <Fields>
            {filterNames.map((name) => (
              <Group key={name} aria-labelledby={`drawer-filter-${name}`}>
                <h3 id={`drawer-filter-${name}`}>{name}</h3>
                <FilterField name={name} category={category} filters={filters} onChange={onChange} />
              </Group>
            ))}
          </Fields>
          <Bottom>
            <RemoveAll type="button" onClick={() => onChange(noGemFilters)} disabled={active === 0}>
              Remove all filters
            </RemoveAll>
            <DialogClose asChild>
              <Button type="button">
                {resultCount === null
                  ? 'Show results'
                  : `Show ${resultCount} ${resultCount === 1 ? 'result' : 'results'}`}
              </Button>
            </DialogClose>
          </Bottom>
        </Sheet>
      </DialogPortal>
    </DialogRoot>
  );
}

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

const Sheet = styled(DialogContent)(({ theme }) => ({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 1001,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, 88vw)',
  background: theme.colour.paper,
  boxShadow: theme.shadow.soft,
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="open"]': { animation: `${slideIn} 0.2s ease-out` },
  },
  '&:focus-visible': { outline: 'none' },
}));

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(5)}`,
  borderBottom: `1px solid ${theme.colour.line}`,
  h2: { margin: 0, font: `500 1.5rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
}));

const Fields = styled.div(({ theme }) => ({
  flex: 1,
  overflowY: 'auto',
  padding: `${theme.space(2)} ${theme.space(4)}`,
}));

const Group = styled.section(({ theme }) => ({
  padding: `${theme.space(4)} 0`,
  borderBottom: `1px solid ${theme.colour.line}`,
  h3: {
    margin: `0 0 ${theme.space(2)}`,
    padding: `0 ${theme.space(2)}`,
    color: theme.colour.goldDeep,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
  },
}));

const Bottom = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  padding: theme.space(4),
  borderTop: `1px solid ${theme.colour.line}`,
  'button:disabled': { opacity: 0.4, cursor: 'default' },
  'button:first-of-type': { whiteSpace: 'nowrap', paddingLeft: 0 },
}));
