import { manifestBaseUrl } from '../manifest';

describe('manifestBaseUrl', () => {
  const manifestUrl = 'https://shop.example/catalogue/mf-manifest.json?v=2';

  it('is the manifest’s own folder when its publicPath is auto or missing', () => {
    expect(manifestBaseUrl({ metaData: { publicPath: 'auto' } }, manifestUrl)).toBe(
      'https://shop.example/catalogue/',
    );
    expect(manifestBaseUrl({}, manifestUrl)).toBe('https://shop.example/catalogue/');
  });

  it('is the publicPath, read against the manifest’s address', () => {
    expect(manifestBaseUrl({ metaData: { publicPath: '/static/' } }, manifestUrl)).toBe(
      'https://shop.example/static/',
    );
    expect(manifestBaseUrl({ metaData: { publicPath: 'https://cdn.example/c/' } }, manifestUrl)).toBe(
      'https://cdn.example/c/',
    );
  });
});
