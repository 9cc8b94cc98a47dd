import { pageTitle } from '..';

describe('pageTitle (SPEC §2 tab title)', () => {
  it('is the shop name on the home page and on one-segment paths', () => {
    expect(pageTitle('Gemstore', '/')).toBe('Gemstore');
    expect(pageTitle('Gemstore', '/cart')).toBe('Gemstore');
  });

  it('adds the capitalised segments, separated by " | ", when there is more than one segment', () => {
    expect(pageTitle('Gemstore', '/gemstones/Featured')).toBe('Gemstore | Gemstones | Featured');
    expect(pageTitle('Gemstore', '/jewellery/rings')).toBe('Gemstore | Jewellery | Rings');
    expect(pageTitle('Gemstore', '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12')).toBe(
      'Gemstore | Gemstones | Ruby | Burmese-ruby-2.15ct-oval-cut-12',
    );
  });
});
