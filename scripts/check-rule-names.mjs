/**
 * Every rule the code cites is written down (issue 31 item 4; docs/product/README.md).
 *
 * Reads the rule headings of docs/product (``### `area.rule` ``) and scans the repository's source, tests, e2e
 * journeys, build and script files and READMEs for citations: a section sign followed by the rule's name. Fails,
 * naming each place, when:
 * - a file cites a rule name that no heading in docs/product gives;
 * - a section sign is followed by something that is not a rule name (such as the old section numbers);
 * - a file still cites the old specification by its name, a capitalised word of four letters (see `OLD_CITATION`);
 * - two headings in docs/product give the same name.
 *
 * `node scripts/check-rule-names.mjs [--root <folder>]`: the folder holds docs/product and the files to scan
 * (the repository by default). Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*\\.[a-z0-9]+(?:-[a-z0-9]+)*';
const HEADING = new RegExp(`^#{2,4} \`(${NAME})\`\\s*$`);
/** The section sign, written as an escape so this file cites nothing itself. */
const SECTION = '\u00a7';
const CITATION = new RegExp(`${SECTION}(${NAME})?`, 'g');
/** The old specification's name as a word: built from parts so this file does not cite it itself. */
const OLD_CITATION = new RegExp(`\\b${['S', 'P', 'E', 'C'].join('')}\\b`);

const SCANNED = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.md']);
/** Folders never scanned, by name anywhere. */
const SKIPPED_NAMES = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  'coverage',
  'reports',
  'test-results',
]);
/** Folders never scanned, by path from the root: the rules themselves and the decision records' history. */
const SKIPPED_PATHS = new Set(['docs/product', 'docs/decisions']);

/**
 * The rule names in docs/product, and the problems with them (a name given twice).
 * @param {string} root
 */
export function readRules(root) {
  const folder = path.join(root, 'docs', 'product');
  /** @type {Map<string, string>} */
  const rules = new Map();
  /** @type {string[]} */
  const problems = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const relative = `docs/product/${file}`;
    let fenced = false;
    readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.startsWith('```')) fenced = !fenced;
        const match = fenced ? null : HEADING.exec(line);
        if (!match?.[1]) return;
        const where = `${relative}:${index + 1}`;
        const earlier = rules.get(match[1]);
        if (earlier) problems.push(`${where}: rule ${match[1]} is already named at ${earlier}`);
        else rules.set(match[1], where);
      });
  }
  return { rules, problems };
}

/**
 * Every file to scan under `root`, as paths from it with '/'.
 * @param {string} root
 * @param {string} [from]
 * @returns {string[]}
 */
export function scannedFiles(root, from = '') {
  return readdirSync(path.join(root, from), { withFileTypes: true }).flatMap((entry) => {
    const relative = from ? `${from}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (SKIPPED_NAMES.has(entry.name) || SKIPPED_PATHS.has(relative)) return [];
      // This check's own test writes its broken examples in a fixtures folder.
      if (entry.name === 'fixtures' && from.endsWith('__tests__')) return [];
      return scannedFiles(root, relative);
    }
    return entry.isFile() && SCANNED.has(path.extname(entry.name)) ? [relative] : [];
  });
}

/**
 * The problems of one file's text: citations of names no rule has, and old-style citations.
 * @param {string} file
 * @param {string} text
 * @param {Map<string, string>} rules
 */
export function citationProblems(file, text, rules) {
  /** @type {string[]} */
  const problems = [];
  let cited = 0;
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (OLD_CITATION.test(line))
      problems.push(`${where}: cites the old specification; cite a rule name instead`);
    for (const match of line.matchAll(CITATION)) {
      const name = match[1];
      if (!name) {
        const after = line.slice((match.index ?? 0) + 1, (match.index ?? 0) + 12).trim();
        problems.push(`${where}: '${SECTION}${after}' is not a rule name (${SECTION}area.rule)`);
      } else if (!rules.has(name)) {
        problems.push(`${where}: ${SECTION}${name} is not a rule in docs/product`);
      } else {
        cited += 1;
      }
    }
  });
  return { problems, cited };
}

/** @param {string} root */
export function checkRuleNames(root) {
  const { rules, problems } = readRules(root);
  let citations = 0;
  let citingFiles = 0;
  for (const file of scannedFiles(root)) {
    const result = citationProblems(file, readFileSync(path.join(root, file), 'utf8'), rules);
    problems.push(...result.problems);
    citations += result.cited;
    if (result.cited > 0) citingFiles += 1;
  }
  return { problems, rules: rules.size, citations, citingFiles };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--root');
  const given = flag > 0 ? process.argv[flag + 1] : undefined;
  const root = path.resolve(given ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { problems, rules, citations, citingFiles } = checkRuleNames(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(
      `check-rule-names: ${problems.length} problem(s). Rules are named in docs/product (docs/product/README.md).`,
    );
    process.exit(1);
  }
  console.log(`check-rule-names: ${citations} citations in ${citingFiles} files, all among ${rules} rules.`);
}
