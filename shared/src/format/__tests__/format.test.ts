import { formatPrice, truncate } from '..';

describe('formatPrice (§price.format: Singapore dollars shown with $)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [5000, '$5,000.00'],
    [49.9, '$49.90'],
    [1234567.891, '$1,234,567.89'],
    [0.005, '$0.01'],
  ])('shows %p as %s', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
  });

  it('never shows the currency code, only $', () => {
    expect(formatPrice(10)).not.toMatch(/SGD|S\$/);
  });
});

describe('truncate (§wishlist.card: descriptions cut to 70 characters with "...")', () => {
  const seventy = 'a'.repeat(70);

  it('keeps a text of up to 70 characters as it is', () => {
    expect(truncate(seventy)).toBe(seventy);
    expect(truncate('A pigeon-blood ruby')).toBe('A pigeon-blood ruby');
    expect(truncate('')).toBe('');
  });

  it('cuts a longer text to its first 70 characters followed by "..."', () => {
    const text = `${seventy}bcdef`;
    expect(truncate(text)).toBe(`${seventy}...`);
    expect(truncate(text)).toHaveLength(73);
  });

  it('cuts at another length when asked', () => {
    expect(truncate('Sapphire halo ring', 8)).toBe('Sapphire...');
    expect(truncate('Sapphire', 8)).toBe('Sapphire');
  });
});
