/** The API bench's report (server/bench/report.ts): a report, not a test of speed; what it writes is tested here. */
import type { LoadResult } from '../bench/load';
import { renderReport, type BackendRun, type Section } from '../bench/report';

const result = (reqPerS: number, p95: number): LoadResult => ({
  requests: reqPerS * 5,
  durationS: 5,
  reqPerS,
  p50: p95 / 2,
  p95,
  p99: p95 * 1.5,
  max: p95 * 2,
  errors: 0,
  non2xx: 0,
  statusCodes: { '200': reqPerS * 5 },
  bytesPerResponse: 100,
});

const section = (bare: number, listing: number, p95: number): Section => ({
  title: 'Seed catalogue',
  products: 1077,
  runs: [
    { bench: { id: 'bare', label: 'bare Fastify', kind: 'bare' }, bodyBytes: 30, result: result(bare, 1) },
    {
      bench: { id: 'listing', label: 'cached guest listing', kind: 'listing' },
      bodyBytes: 30_000,
      result: result(listing, p95),
    },
  ],
});

const report = (backend: BackendRun) =>
  renderReport({
    date: new Date('2026-11-28T00:00:00Z'),
    machine: {
      cores: 2,
      cpu: 'a CPU',
      memoryGb: 24,
      node: 'v20',
      os: 'Linux',
      loadBefore: [1, 1, 1],
      loadAfter: [1, 1, 1],
    },
    settings: { connections: 10, durationS: 5, warmupS: 1 },
    backends: [backend],
    notes: [],
    totalSeconds: 60,
  });

describe('the API bench report', () => {
  it('with a base run (BENCH_BASE), sets each case before and after side by side with the change', () => {
    const text = report({
      backend: 'pglite',
      description: 'PGlite',
      setup: ['after: 500 MB resident'],
      sections: [section(50_000, 15_000, 4)],
      plans: [],
      before: {
        label: 'before (abc1234)',
        setup: ['900 MB resident'],
        sections: [section(50_000, 10_000, 8)],
        plans: [],
      },
    });

    expect(text).toContain('Before → after (before (abc1234) → this checkout, same cases, same run):');
    expect(text).toContain('- Before: 900 MB resident');
    expect(text).toContain(
      '| Seed catalogue | cached guest listing | 10,000 | 15,000 | +50% | 8.00 | 4.00 |',
    );
    // The aims are read off this checkout's run: 15,000 of 50,000 is 30%.
    expect(text).toContain('cached guest listing: 30% of bare; aim ≥ 50%: **not met**.');
  });

  it('without one, has no before/after table', () => {
    const text = report({
      backend: 'postgres',
      description: 'Postgres',
      setup: [],
      sections: [section(50_000, 30_000, 4)],
      plans: [],
    });

    expect(text).not.toContain('Before → after');
    expect(text).toContain('cached guest listing: 60% of bare; aim ≥ 50%: met.');
  });
});
