/**
 * The About block (§product.about): weight and category for every piece; cut, colour and clarity for a loose
 * gemstone. A detail the piece does not have is left out rather than shown empty.
 */
import { useId } from 'react';
import styled from '@emotion/styled';
import type { Product } from '@gemstore/shared';

/** Carats as a jeweller writes them: two decimals, 'ct'. */
export function formatCarats(weight: number): string {
  return `${weight.toFixed(2)} ct`;
}

type Fact = { term: string; value: string | null };

export function AboutProduct({ product }: { product: Product }) {
  const headingId = useId();
  const gemstone = product.section === 'gemstones';
  const facts: Fact[] = [
    { term: 'Weight', value: product.weight === null ? null : formatCarats(product.weight) },
    { term: 'Category', value: product.category },
    ...(gemstone
      ? [
          { term: 'Cut', value: product.cut },
          { term: 'Colour', value: product.colour },
          { term: 'Clarity', value: product.clarity },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{gemstone ? 'About this gemstone' : 'About this piece'}</Heading>
      <Facts>
        {facts
          .filter((fact): fact is { term: string; value: string } => Boolean(fact.value))
          .map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
      </Facts>
    </section>
  );
}

export const Heading = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  color: theme.colour.ink,
  font: `500 1.5rem/1.2 ${theme.font.display}`,
}));

const Facts = styled.dl(({ theme }) => ({
  margin: 0,
  div: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space(4),
    padding: `${theme.space(3)} 0`,
    borderBottom: `1px solid ${theme.colour.line}`,
  },
  'div:first-of-type': { borderTop: `1px solid ${theme.colour.line}` },
  dt: {
    color: theme.colour.muted,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.2em',
    textTransform: 'uppercase',
  },
  dd: {
    margin: 0,
    color: theme.colour.ink,
    font: `400 1rem/1.4 ${theme.font.body}`,
    textAlign: 'right',
  },
}));
