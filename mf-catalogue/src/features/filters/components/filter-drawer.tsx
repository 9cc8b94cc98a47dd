/**
 * Gem filters on small screens (SPEC §2 Listing page): the side drawer the 'Filters' button opens (a Radix dialog:
 * focus is held inside, Escape closes) with every filter and 'Remove all filters'.
 *
 * Loaded only when a shopper first opens it (gem-filter-controls.tsx, ADR 017), so the button that opens it is not
 * a trigger inside this dialog: the focus is handed back to it on closing.
 */
import type { RefObject } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Shade />
        <Sheet
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Top>
            <Dialog.Title>Filters</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label="Close filters">
                <X aria-hidden="true" size={22} strokeWidth={1.5} />
              </IconButton>
            </Dialog.Close>
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
            <Dialog.Close asChild>
              <Button type="button">
                {resultCount === null
                  ? 'Show results'
                  : `Show ${resultCount} ${resultCount === 1 ? 'result' : 'results'}`}
              </Button>
            </Dialog.Close>
          </Bottom>
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Shade = styled(Dialog.Overlay)({
  position: 'fixed',
  inset: 0,
  // Above the shell's fixed header (z-index 50): a drawer covers the whole page.
  zIndex: 60,
  background: 'rgba(31, 27, 23, 0.4)',
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

const Sheet = styled(Dialog.Content)(({ theme }) => ({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 61,
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

const IconButton = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  background: 'none',
  color: theme.colour.ink,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
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
