/**
 * The pins in remotes.json on remotes' server code (ADR 033) are matched whole: a pin that starts, ends or reads like
 * the code's digest (a character short, one more, another case, another algorithm's label) lets nothing run.
 */
import { digestsOf, matchesPin } from '../first-screen/integrity';

const code = 'module.exports = { draw() {} };';
const digests = digestsOf(code);
const other = digestsOf('module.exports = { draw() { steal(); } };');

describe('matchesPin', () => {
  it.each([
    ['the sha384 pin', digests.sha384],
    ['the sha256 pin', digests.sha256],
    ['the sha512 pin', digests.sha512],
    ['one of two while a build rolls out', `${other.sha384} ${digests.sha384}`],
    ['with SRI options after ?', `${digests.sha384}?ct=application/javascript`],
    ['among unknown tokens', `md5-abc ${digests.sha256}`],
  ])('runs code pinned by %s', (_what, integrity) => {
    expect(matchesPin(digests, integrity)).toBe(true);
  });

  it.each([
    ['no pin', undefined],
    ['an empty pin', ''],
    ['another build’s pin', other.sha384],
    ['the digest a character short', digests.sha384.slice(0, -1)],
    ['the digest with a character more', `${digests.sha384}A`],
    [
      'the digest in another case',
      `sha384-${digests.sha384.slice('sha384-'.length).replace(/[a-z]/, (c) => c.toUpperCase())}`,
    ],
    ['the digest without its algorithm', digests.sha384.slice('sha384-'.length)],
    ['the sha384 digest labelled sha256', digests.sha384.replace('sha384-', 'sha256-')],
    ['the algorithm in capitals', digests.sha384.replace('sha384-', 'SHA384-')],
    ['a prefix of the algorithm', digests.sha384.replace('sha384-', 'sha38-')],
    ['only the algorithm', 'sha384-'],
    ['the digest inside a longer token', `x${digests.sha384}`],
  ])('runs nothing pinned by %s', (_what, integrity) => {
    expect(matchesPin(digests, integrity)).toBe(false);
  });
});
