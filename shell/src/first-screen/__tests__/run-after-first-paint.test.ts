/** The shell's scripts on a page drawn on the server wait for its first screen to be painted (ADR 018). */
import { runAfterFirstPaint } from '../run-after-first-paint';

describe('runAfterFirstPaint', () => {
  /** The browser's paint timing, told by the test when the first contentful paint happens. */
  let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers = observers.filter((callback) => callback !== this.callback);
    }
  }
  const firstContentfulPaint = () =>
    [...observers].forEach((callback) =>
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }),
    );

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/a.jpg"><img src="/b.jpg"></div>';
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    document.body.innerHTML = '';
  });

  const started = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const urgentPicture = () => document.querySelector('img') as HTMLImageElement;
  const loading = (img: HTMLImageElement) => Object.defineProperty(img, 'complete', { value: false });
  const loaded = (img: HTMLImageElement) => Object.defineProperty(img, 'complete', { value: true });

  it('waits for the first contentful paint and the urgent pictures, then a frame, and runs the scripts in order', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js', '/second.js'], 500);
    await jest.advanceTimersByTimeAsync(100);
    expect(started()).toEqual([]);

    urgentPicture().dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(50);
    expect(started()).toEqual([]); // the words are not painted yet

    firstContentfulPaint();
    await jest.advanceTimersByTimeAsync(50);
    expect(started()).toEqual(['/main.js', '/second.js']);
    expect((document.querySelector('script') as HTMLScriptElement).async).toBe(false);
  });

  it('does not wait for a picture that failed', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    firstContentfulPaint();
    urgentPicture().dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(50);

    expect(started()).toEqual(['/main.js']);
  });

  it('does not wait for a paint a browser cannot report', async () => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    loaded(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    await jest.advanceTimersByTimeAsync(50);

    expect(started()).toEqual(['/main.js']);
  });

  it('runs them anyway once its patience is spent, and only once', async () => {
    loading(urgentPicture());
    runAfterFirstPaint(['/main.js'], 500);
    await jest.advanceTimersByTimeAsync(499);
    expect(started()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    firstContentfulPaint();
    urgentPicture().dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(100);
    expect(started()).toEqual(['/main.js']);
  });

  it('is what the drawn page’s starter does, with the scripts its element names', async () => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    loaded(urgentPicture());
    const starter = document.createElement('script');
    starter.setAttribute('data-scripts', '/main.js /second.js');
    Object.defineProperty(document, 'currentScript', { value: starter, configurable: true });
    try {
      await jest.isolateModulesAsync(async () => {
        await import('../after-first-paint-script');
      });
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    await jest.advanceTimersByTimeAsync(50);

    expect(started()).toEqual(['/main.js', '/second.js']);
  });
});
