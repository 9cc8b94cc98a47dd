/**
 * bench/report.md is the one performance report: each benchmark writes its own section file (bench/<name>.md) and
 * the report is rebuilt from all of them, so running one benchmark never wipes another's numbers.
 */
import fs from 'node:fs';
import path from 'node:path';

const benchDir = path.resolve(__dirname, '..', 'bench');
/** Report order: the API first (one process, then several), then what the browser loads, then page scores. */
const sections = ['api', 'scale-out', 'first-load', 'lighthouse', 'account-accessibility'] as const;
export type BenchSection = (typeof sections)[number];

export function writeBenchSection(name: BenchSection, markdown: string): string {
  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, `${name}.md`), markdown.trimEnd() + '\n');
  const parts = sections
    .map((section) => path.join(benchDir, `${section}.md`))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8').trimEnd());
  const report = path.join(benchDir, 'report.md');
  fs.writeFileSync(
    report,
    `<!-- Built from ${sections.map((s) => `bench/${s}.md`).join(', ')} by the benchmarks; edit those, not this. -->\n\n` +
      parts.join('\n\n---\n\n') +
      '\n',
  );
  return report;
}
