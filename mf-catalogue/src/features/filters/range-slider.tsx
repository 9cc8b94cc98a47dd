/**
 * A two-handle slider over a stepped scale (SPEC §5). Radix gives the keyboard, pointer and screen-reader parts;
 * the handles move over the scale's positions, so every stop is a value the scale allows. The range shown follows
 * the drag; it is committed (and the products re-fetched) when the handle is let go.
 */
import styled from '@emotion/styled';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef, useState } from 'react';
import { fitRange, nearestIndex, type SteppedScale } from './stepped-scale';
import type { Range } from './gem-filters';

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
  const [draft, setDraft] = useState<Range>(value);
  // Ranges committed whose answer (the `value` coming back from the page) has not arrived yet. A shopper pressing
  // an arrow key several times quickly commits at each press; the answer to an earlier press must not pull the
  // handle back under a later one, or that press is lost.
  const awaited = useRef<Range[]>([]);
  useEffect(() => {
    const answered = awaited.current.findIndex((range) => range[0] === value[0] && range[1] === value[1]);
    awaited.current = answered >= 0 ? awaited.current.slice(answered + 1) : [];
    if (awaited.current.length === 0) setDraft(value); // the latest choice, or a change made elsewhere (Remove all)
  }, [value]);

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
          setDraft(toRange(indexes, moved));
        }}
        onValueCommit={(indexes) => {
          // Against the handles as this render shows them, not the page's value, which may lag behind.
          const moved = indexes[0] !== nearestIndex(scale, low) ? 'low' : 'high';
          const range = toRange(indexes, moved);
          awaited.current.push(range);
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
