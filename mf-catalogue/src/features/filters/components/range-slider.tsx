/**
 * A two-handle slider over a stepped scale (§slider.carat, §slider.price, §slider.scale-positions). Radix
 * gives the keyboard, pointer and screen-reader parts; the handles move over the scale's positions, so every
 * stop is a value the scale allows. The range shown follows the drag; it is committed (and the products
 * re-fetched) when the handle is let go.
 */
import styled from '@emotion/styled';
import * as Slider from '@radix-ui/react-slider';
import { fitRange, nearestIndex, type SteppedScale } from '../lib/stepped-scale';
import type { Range } from '../lib/gem-filters';
import { useChoiceAhead } from '../hooks/use-choice-ahead';

const rangeKey = ([low, high]: Range) => `${low}-${high}`;

export function RangeSlider({
  label,
  scale,
  value,
  format,
  onCommit,
}: {
  label: string;
  scale: SteppedScale;
  value: Range;
  /** How a value reads ('2.5 ct', '$1,000'); `atMax` marks the top of the scale, which means 'and above'. */
  format: (value: number, atMax: boolean) => string;
  onCommit: (range: Range) => void;
}) {
  // An arrow key commits at each press; the page's value for an earlier press must not pull the handle back.
  const { shown: draft, choose, preview } = useChoiceAhead(value, rangeKey);

  const toRange = (indexes: number[], moved: 'low' | 'high'): Range =>
    fitRange(
      scale,
      [scale.values[indexes[0] ?? 0] ?? scale.min, scale.values[indexes[1] ?? 0] ?? scale.max],
      moved,
    );

  const [low, high] = draft;
  const text = (v: number) => format(v, v >= scale.max);
  return (
    <Field>
      <Readout aria-hidden="true">
        <span>{text(low)}</span>
        <span>{text(high)}</span>
      </Readout>
      <Root
        min={0}
        max={scale.values.length - 1}
        step={1}
        value={[nearestIndex(scale, low), nearestIndex(scale, high)]}
        onValueChange={(indexes) => {
          const moved = indexes[0] !== nearestIndex(scale, low) ? 'low' : 'high';
          preview(toRange(indexes, moved));
        }}
        onValueCommit={(indexes) => {
          // Against the handles as this render shows them, not the page's value, which may lag behind.
          const moved = indexes[0] !== nearestIndex(scale, low) ? 'low' : 'high';
          const range = toRange(indexes, moved);
          choose(range);
          onCommit(range);
        }}
        aria-label={label}
      >
        <Track>
          <Filled />
        </Track>
        <Thumb aria-label={`Minimum ${label.toLowerCase()}`} aria-valuetext={text(low)} />
        <Thumb aria-label={`Maximum ${label.toLowerCase()}`} aria-valuetext={text(high)} />
      </Root>
    </Field>
  );
}

const Field = styled.div(({ theme }) => ({ padding: `${theme.space(2)} ${theme.space(1)}` }));

const Readout = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  marginBottom: theme.space(3),
  color: theme.colour.ink,
  font: `500 0.875rem/1.4 ${theme.font.body}`,
  fontVariantNumeric: 'tabular-nums',
}));

const Root = styled(Slider.Root)({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '2.75rem',
  touchAction: 'none',
  userSelect: 'none',
});

const Track = styled(Slider.Track)(({ theme }) => ({
  position: 'relative',
  flexGrow: 1,
  height: 2,
  background: theme.colour.line,
}));

const Filled = styled(Slider.Range)(({ theme }) => ({
  position: 'absolute',
  height: '100%',
  background: theme.colour.gold,
}));

const Thumb = styled(Slider.Thumb)(({ theme }) => ({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: theme.radius.round,
  border: `1px solid ${theme.colour.goldDeep}`,
  background: theme.colour.paper,
  boxShadow: theme.shadow.soft,
  cursor: 'grab',
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
