import { openingAnswer } from '../opening-answer';

/** Lets the answers' own callbacks run, as the page's first render comes after them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openingAnswer (ADR 017)', () => {
  it('gives the held answer once, and only for the call it was made for', async () => {
    const opening = openingAnswer<string>();
    const answer = Promise.resolve('rubies');
    opening.hold('ruby', answer);

    expect(opening.take('emerald')).toBeNull();
    expect(opening.take('ruby')).toBe(answer);
    expect(opening.take('ruby')).toBeNull();
    await expect(answer).resolves.toBe('rubies');
  });

  it('gives the value at once only when the answer has arrived; a pending one stays held', async () => {
    const opening = openingAnswer<string>();
    let arrive: (value: string) => void = () => undefined;
    opening.hold('ruby', new Promise((resolve) => (arrive = resolve)));

    expect(opening.arrived('ruby')).toBeNull();
    arrive('rubies');
    await settle();
    expect(opening.arrived('emerald')).toBeNull();
    expect(opening.arrived('ruby')).toEqual({ value: 'rubies', firstScreen: false });
  });

  it('gives an arrived answer to every render until the page takes it (a restarted render starts the same)', async () => {
    const opening = openingAnswer<string>();
    opening.hold('ruby', Promise.resolve('rubies'));
    await settle();

    expect(opening.arrived('ruby')).toEqual({ value: 'rubies', firstScreen: false });
    expect(opening.arrived('ruby')).toEqual({ value: 'rubies', firstScreen: false });
    await expect(opening.take('ruby')).resolves.toBe('rubies');
    expect(opening.arrived('ruby')).toBeNull();
  });

  it('leaves a failed answer held for the page, which reports it', async () => {
    const opening = openingAnswer<string>();
    opening.hold('ruby', Promise.reject(new Error('offline')));
    await settle();

    expect(opening.arrived('ruby')).toBeNull();
    await expect(opening.take('ruby')).rejects.toThrow('offline');
  });

  it('holds only the latest call: an earlier one is no longer given', async () => {
    const opening = openingAnswer<string>();
    opening.hold('ruby', Promise.resolve('rubies'));
    opening.hold('emerald', Promise.resolve('emeralds'));
    await settle();

    expect(opening.arrived('ruby')).toBeNull();
    expect(opening.arrived('emerald')).toEqual({ value: 'emeralds', firstScreen: false });
  });

  it('gives an answer handed over with a page drawn on the server at once, marked as such', async () => {
    const opening = openingAnswer<string>();
    opening.holdArrived('ruby', 'rubies');

    expect(opening.arrived('emerald')).toBeNull();
    expect(opening.arrived('ruby')).toEqual({ value: 'rubies', firstScreen: true });
  });

  it('gives the handed answer to a page that takes the call as a promise too', async () => {
    const opening = openingAnswer<string>();
    opening.holdArrived('ruby', 'rubies');

    await expect(opening.take('ruby')).resolves.toBe('rubies');
  });
});
