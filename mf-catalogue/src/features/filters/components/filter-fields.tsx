/**
 * The controls of each gem filter (§listing.page, §taxonomy.cuts, §taxonomy.colours, §taxonomy.clarity,
 * §slider.carat, §slider.price): the same fields in the desktop dropdowns and in the mobile drawer. Options
 * are checkboxes (several may be chosen); carat and price are range sliders.
 */
import styled from '@emotion/styled';
import { clarityLevels, cuts, formatPrice, type Cut } from '@gemstore/shared';
import { CutIcon } from './cut-icons';
import { coloursFor, type FilterName, type GemFilters, type Range } from '../lib/gem-filters';
import { RangeSlider } from './range-slider';
import { caratScale, priceScale } from '../lib/stepped-scale';

export type FilterChange = (next: GemFilters) => void;

const formatCarat = (value: number, atMax: boolean) => `${value} ct${atMax ? '+' : ''}`;
const formatPriceStop = (value: number, atMax: boolean) =>
  `${formatPrice(value).replace(/\.00$/, '')}${atMax ? '+' : ''}`;

export function FilterField({
  name,
  category,
  filters,
  onChange,
}: {
  name: FilterName;
  category: string;
  filters: GemFilters;
  onChange: FilterChange;
}) {
  const toggle = (key: 'cut' | 'colour' | 'clarity', option: string, all: readonly string[]) => {
    const chosen = new Set(filters[key]);
    if (chosen.has(option)) chosen.delete(option);
    else chosen.add(option);
    onChange({ ...filters, [key]: all.filter((o) => chosen.has(o)) });
  };
  switch (name) {
    case 'Cut':
      return (
        <Options legend="Cut">
          {cuts.map((cut) => (
            <Option key={cut}>
              <input
                type="checkbox"
                checked={filters.cut.includes(cut)}
                onChange={() => toggle('cut', cut, cuts)}
              />
              <CutIcon cut={cut as Cut} />
              <span>{cut}</span>
            </Option>
          ))}
        </Options>
      );
    case 'Colour': {
      const colours = coloursFor(category);
      return (
        <Options legend="Colour">
          {colours.map((colour) => (
            <Option key={colour}>
              <input
                type="checkbox"
                checked={filters.colour.includes(colour)}
                onChange={() => toggle('colour', colour, colours)}
              />
              <span>{colour}</span>
            </Option>
          ))}
        </Options>
      );
    }
    case 'Clarity':
      return (
        <Options legend="Clarity">
          {clarityLevels.map((clarity) => (
            <Option key={clarity}>
              <input
                type="checkbox"
                checked={filters.clarity.includes(clarity)}
                onChange={() => toggle('clarity', clarity, clarityLevels)}
              />
              <span>{clarity}</span>
            </Option>
          ))}
        </Options>
      );
    case 'Carat':
      return (
        <RangeSlider
          label="Carat"
          scale={caratScale}
          value={filters.carat}
          format={formatCarat}
          onCommit={(carat: Range) => onChange({ ...filters, carat })}
        />
      );
    case 'Price':
      return (
        <RangeSlider
          label="Price"
          scale={priceScale}
          value={filters.price}
          format={formatPriceStop}
          onCommit={(price: Range) => onChange({ ...filters, price })}
        />
      );
  }
}

function Options({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {children}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  // The dropdown's trigger or the drawer's heading already names the group; the legend is for screen readers.
  legend: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
});

const Option = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: '2.75rem',
  padding: `0 ${theme.space(2)}`,
  color: theme.colour.ink,
  font: `400 0.9375rem/1.3 ${theme.font.body}`,
  cursor: 'pointer',
  borderRadius: theme.radius.small,
  '&:hover': { background: theme.colour.ivory },
  input: { width: '1.05rem', height: '1.05rem', margin: 0, accentColor: theme.colour.ink, flexShrink: 0 },
  svg: { color: theme.colour.goldDeep, flexShrink: 0 },
}));
