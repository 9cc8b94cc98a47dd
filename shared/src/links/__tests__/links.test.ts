import { matchRoute } from '../../routes';
import {
  listingLink,
  parseProductSlug,
  productLink,
  userIdFromVerifyOtpRouteId,
  verifyOtpRouteId,
  type LinkableProduct,
} from '..';

const burmeseRuby: LinkableProduct = {
  id: 12,
  section: 'gemstones',
  category: 'Ruby',
  name: 'Burmese Ruby',
  weight: 2.15,
  cut: 'Oval',
};

const haloRing: LinkableProduct = {
  id: 7,
  section: 'jewellery',
  category: 'Rings',
  name: 'Sapphire Halo Ring',
};

/** The last segment of a product link: the slug the product page reads back. */
const slugOf = (link: string) => link.split('/').at(-1) ?? '';

describe('productLink (§product.link)', () => {
  it('builds a gemstone link with the weight and the cut before the id', () => {
    expect(productLink(burmeseRuby)).toBe('/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12');
  });

  it('leaves out the weight and the cut of a gemstone that has neither', () => {
    expect(productLink({ ...burmeseRuby, weight: null, cut: null })).toBe('/gemstones/ruby/burmese-ruby-12');
    expect(productLink({ id: 3, section: 'gemstones', category: 'Sapphire', name: 'Ceylon Sapphire' })).toBe(
      '/gemstones/sapphire/ceylon-sapphire-3',
    );
  });

  it('adds only what a gemstone has: the weight alone or the cut alone', () => {
    expect(productLink({ ...burmeseRuby, cut: null })).toBe('/gemstones/ruby/burmese-ruby-2.15ct-12');
    expect(productLink({ ...burmeseRuby, weight: null })).toBe('/gemstones/ruby/burmese-ruby-oval-cut-12');
  });

  it('builds a jewellery link from the name words and the id, ignoring any weight or cut', () => {
    expect(productLink(haloRing)).toBe('/jewellery/rings/sapphire-halo-ring-7');
    expect(productLink({ ...haloRing, weight: 1.5, cut: 'Round' })).toBe(
      '/jewellery/rings/sapphire-halo-ring-7',
    );
  });

  it('lowercases the category and the name and turns runs of spaces into one hyphen', () => {
    expect(productLink({ ...haloRing, category: 'Earrings', name: '  Pink   Spinel Studs ' })).toBe(
      '/jewellery/earrings/pink-spinel-studs-7',
    );
  });
});

describe('a product link followed by the browser', () => {
  /** Where a link leads: the browser reads the href as a URL; the shell matches its path; the page parses the slug. */
  const productReachedBy = (link: string) => {
    const { pathname } = new URL(link, 'https://gemstore.test');
    const params = matchRoute(pathname)?.params;
    return params?.section === 'gemstones' || params?.section === 'jewellery'
      ? parseProductSlug(params.productSlug ?? '', params.section)?.id
      : undefined;
  };

  it('leads to the product it was built for', () => {
    expect(productReachedBy(productLink(burmeseRuby))).toBe(12);
    expect(productReachedBy(productLink(haloRing))).toBe(7);
  });

  // Characters that mean something in a URL would end the path early ('#', '?'), add a segment ('/') or break
  // decoding ('%'); the admin API accepts any 2-120 character name, so every name must give a working link.
  it.each(['Ruby #3', 'Ruby/Spinel Pair', 'Which Ruby?', '100% Natural Ruby'])(
    'leads to a product named %j',
    (name) => {
      expect(productReachedBy(productLink({ ...burmeseRuby, name }))).toBe(12);
    },
  );
});

describe('listingLink', () => {
  it('keeps the category as the shop spells it', () => {
    expect(listingLink('gemstones', 'Featured')).toBe('/gemstones/Featured');
    expect(listingLink('jewellery', 'Rings')).toBe('/jewellery/Rings');
  });
});

describe('parseProductSlug', () => {
  it('reads back the id, name words, weight and cut of a gemstone link', () => {
    expect(parseProductSlug(slugOf(productLink(burmeseRuby)), 'gemstones')).toEqual({
      id: 12,
      name: 'burmese ruby',
      weight: 2.15,
      cut: 'oval',
    });
  });

  it('reads back a gemstone without weight and cut as name words and id only', () => {
    const parsed = parseProductSlug(
      slugOf(productLink({ ...burmeseRuby, weight: null, cut: null })),
      'gemstones',
    );
    expect(parsed).toEqual({ id: 12, name: 'burmese ruby' });
  });

  it('reads back a gemstone with only a weight or only a cut', () => {
    expect(parseProductSlug(slugOf(productLink({ ...burmeseRuby, cut: null })), 'gemstones')).toEqual({
      id: 12,
      name: 'burmese ruby',
      weight: 2.15,
    });
    expect(parseProductSlug(slugOf(productLink({ ...burmeseRuby, weight: null })), 'gemstones')).toEqual({
      id: 12,
      name: 'burmese ruby',
      cut: 'oval',
    });
  });

  it('reads an emerald-cut emerald without mistaking the stone for the cut', () => {
    const emerald: LinkableProduct = {
      id: 31,
      section: 'gemstones',
      category: 'Emerald',
      name: 'Colombian Emerald',
      weight: 3,
      cut: 'Emerald',
    };
    expect(slugOf(productLink(emerald))).toBe('colombian-emerald-3ct-emerald-cut-31');
    expect(parseProductSlug(slugOf(productLink(emerald)), 'gemstones')).toEqual({
      id: 31,
      name: 'colombian emerald',
      weight: 3,
      cut: 'emerald',
    });
  });

  it('reads back a jewellery link as name words and id, never a weight or cut', () => {
    expect(parseProductSlug(slugOf(productLink(haloRing)), 'jewellery')).toEqual({
      id: 7,
      name: 'sapphire halo ring',
    });
    expect(parseProductSlug('ruby-2ct-oval-cut-pendant-9', 'jewellery')).toEqual({
      id: 9,
      name: 'ruby 2ct oval cut pendant',
    });
  });

  it.each([
    ['', 'an empty slug'],
    ['-', 'only a hyphen'],
    ['burmese-ruby', 'no id'],
    ['burmese-ruby-0', 'a zero id'],
    ['burmese-ruby-012', 'an id with a leading zero'],
    ['burmese-ruby-12x', 'an id with letters'],
    ['burmese-ruby-1.5', 'a fractional id'],
    ['burmese-ruby-12345678901', 'an id longer than ten digits'],
  ])('gives null for %j (%s)', (slug) => {
    expect(parseProductSlug(slug, 'gemstones')).toBeNull();
    expect(parseProductSlug(slug, 'jewellery')).toBeNull();
  });
});

describe('verify-otp route id (§otp.route-id)', () => {
  const now = 1_732_345_678_901;

  it('is a tracking string of 8 random digits, the user id and the last 10 digits of the timestamp, then _ and the user id', () => {
    expect(verifyOtpRouteId('u42', now, () => 0.5)).toBe('55000000u422345678901_u42');
  });

  it('always uses exactly 8 random digits, at both ends of the random range', () => {
    expect(verifyOtpRouteId('u42', now, () => 0)).toBe('10000000u422345678901_u42');
    expect(verifyOtpRouteId('u42', now, () => 0.999_999_999)).toBe('99999999u422345678901_u42');
  });

  it('uses the current time and Math.random when none are given', () => {
    jest.spyOn(Date, 'now').mockReturnValue(now);
    jest.spyOn(Math, 'random').mockReturnValue(0.25);
    try {
      expect(verifyOtpRouteId('u42')).toBe('32500000u422345678901_u42');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('gives the user id back from the part after the underscore', () => {
    expect(userIdFromVerifyOtpRouteId(verifyOtpRouteId('8f3c2a', now, () => 0.1))).toBe('8f3c2a');
    expect(userIdFromVerifyOtpRouteId('1234567812345_12345')).toBe('12345');
  });

  it('gives null when there is no user id after an underscore', () => {
    expect(userIdFromVerifyOtpRouteId('')).toBeNull();
    expect(userIdFromVerifyOtpRouteId('123456781234567890')).toBeNull();
    expect(userIdFromVerifyOtpRouteId('12345678u42_')).toBeNull();
  });
});
