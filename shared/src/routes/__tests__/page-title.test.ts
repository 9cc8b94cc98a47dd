import { pageTitle } from '..';

describe('pageTitle (§page.title)', () => {
  it('is the shop name on the home page', () => {
    expect(pageTitle('Gemstore', '/')).toBe('Gemstore');
  });

  it('§page.title: names a one-segment page, once left as the bare shop name (ADR 044)', () => {
    expect(pageTitle('Gemstore', '/cart')).toBe('Gemstore | Cart');
    expect(pageTitle('Gemstore', '/contact')).toBe('Gemstore | Contact Us');
    expect(pageTitle('Gemstore', '/education')).toBe('Gemstore | Education');
    expect(pageTitle('Gemstore', '/terms-and-conditions')).toBe('Gemstore | Terms & Conditions');
    expect(pageTitle('Gemstore', '/order-history')).toBe('Gemstore | Order History');
    expect(pageTitle('Gemstore', '/forgot-password')).toBe('Gemstore | Forgot Password');
    expect(pageTitle('Gemstore', '/login/')).toBe('Gemstore | Login');
  });

  it('says a one-segment address no route owns is not found', () => {
    expect(pageTitle('Gemstore', '/no-such-page')).toBe('Gemstore | Page Not Found');
  });

  it('adds the capitalised segments, separated by " | ", when there is more than one segment', () => {
    expect(pageTitle('Gemstore', '/gemstones/Featured')).toBe('Gemstore | Gemstones | Featured');
    expect(pageTitle('Gemstore', '/jewellery/rings')).toBe('Gemstore | Jewellery | Rings');
    expect(pageTitle('Gemstore', '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12')).toBe(
      'Gemstore | Gemstones | Ruby | Burmese-ruby-2.15ct-oval-cut-12',
    );
  });
});
