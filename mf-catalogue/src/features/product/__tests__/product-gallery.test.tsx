import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteProviders } from '@gemstore/shared';
import { ProductGallery } from '../components/product-gallery';
import { aGemstone, mediaList } from '../../../test-support/product-page';

function renderGallery(image: string[] = aGemstone().image) {
  return render(
    <RemoteProviders name="catalogue">
      <ProductGallery product={{ name: 'Burmese Ruby', image }} />
      {/* The rest of the page, for the pointer and the focus to move to. */}
      <button type="button">Elsewhere on the page</button>
    </RemoteProviders>,
  );
}

/** The slide on show: the hidden one fading out beneath it is not in the accessibility tree. */
const shownSlide = () => screen.getByRole('group', { name: /^\d+ of \d+$/ });

/**
 * The stage's pictures and videos arrive, as a browser reports them (jsdom loads nothing). Twice: once the picture
 * on show has arrived, the next one is put beneath it to be fetched.
 */
function mediaArrives() {
  for (let round = 0; round < 2; round += 1) {
    act(() => {
      document.querySelectorAll('img').forEach((img) => fireEvent.load(img));
      document.querySelectorAll('video').forEach((video) => fireEvent.loadedMetadata(video));
    });
  }
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ProductGallery: autoplay (§product.gallery-autoplay: every 2 s, with a toggle)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('moves to the next item every 2 s, back to the first after the last', () => {
    renderGallery();
    mediaArrives();
    expect(shownSlide()).toHaveAccessibleName('1 of 4');

    act(() => jest.advanceTimersByTime(1999));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
    expect(screen.getByRole('img', { name: 'Burmese Ruby, image 2 of 4' })).toBeInTheDocument();

    for (const next of ['3 of 4', '4 of 4', '1 of 4']) {
      mediaArrives();
      act(() => jest.advanceTimersByTime(2000));
      expect(shownSlide()).toHaveAccessibleName(next);
    }
  });

  it("starts a slide's 2 s when its picture has arrived, however long that takes", () => {
    renderGallery();
    act(() => jest.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');

    act(() => {
      fireEvent.load(screen.getByRole('img', { name: 'Burmese Ruby, image 1 of 4' }));
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });

  it('moves on from a picture that failed to load', () => {
    renderGallery();
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: 'Burmese Ruby, image 1 of 4' }));
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });

  it('fetches the next picture out of sight while one is on show, and shows that very picture in its turn', () => {
    const { container } = renderGallery();
    const nextPicture = () =>
      container.querySelector<HTMLImageElement>('img[alt="Burmese Ruby, image 2 of 4"]');
    expect(nextPicture()).toBeNull();

    act(() => {
      fireEvent.load(screen.getByRole('img', { name: 'Burmese Ruby, image 1 of 4' }));
    });
    const fetched = nextPicture();
    expect(fetched).not.toBeNull();
    // Beneath the stage and hidden from sight and from assistive technology.
    expect(screen.queryByRole('img', { name: 'Burmese Ruby, image 2 of 4' })).not.toBeInTheDocument();
    expect(fetched?.closest('[data-upcoming="true"]')).not.toBeNull();

    act(() => {
      if (fetched) fireEvent.load(fetched);
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
    expect(screen.getByRole('img', { name: 'Burmese Ruby, image 2 of 4' })).toBe(fetched);
  });

  it('fetches nothing ahead while paused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    mediaArrives();
    expect(container.querySelectorAll('[data-upcoming="true"]')).toHaveLength(0);
  });

  it('pauses and plays again with its toggle', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    mediaArrives();

    const toggle = screen.getByRole('button', { name: 'Pause slideshow' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Play slideshow');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    act(() => jest.advanceTimersByTime(10000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');

    await user.click(toggle);
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });

  it('starts paused for a shopper who prefers reduced motion', () => {
    preferReducedMotion(true);
    renderGallery();

    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
  });

  it('gives a slide chosen by hand its full 2 s once the shopper moves away', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    mediaArrives();

    act(() => jest.advanceTimersByTime(1500));
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(shownSlide()).toHaveAccessibleName('3 of 4');
    mediaArrives();
    // The mouse still rests on the thumbnail, and the focus is on it: the slideshow holds.
    act(() => jest.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveAccessibleName('3 of 4');

    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    act(() => jest.advanceTimersByTime(1900));
    expect(shownSlide()).toHaveAccessibleName('3 of 4');
    act(() => jest.advanceTimersByTime(100));
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
  });
});

describe('ProductGallery: held while a mouse rests on it or the focus is in it (WAI-ARIA carousel pattern)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('holds while a mouse rests on it, and moves 2 s after the mouse leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    mediaArrives();
    const gallery = screen.getByRole('region', { name: 'Pictures of Burmese Ruby' });

    act(() => jest.advanceTimersByTime(1500));
    await user.hover(shownSlide());
    act(() => jest.advanceTimersByTime(6000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    // Held is not paused: the toggle still says the slideshow plays, and the live region now speaks.
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByText('Showing image 1 of 4')).toHaveAttribute('aria-live', 'polite');

    await user.unhover(gallery);
    expect(within(gallery).getByText('Showing image 1 of 4')).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(1999));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });

  it('holds while the focus is anywhere in it, and moves once the focus has left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    mediaArrives();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(4000));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(4000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');

    // The arrow keys still move it by hand meanwhile.
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
    mediaArrives();

    act(() => screen.getByRole('button', { name: 'Elsewhere on the page' }).focus());
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('3 of 4');
  });

  it('moves regardless once the shopper has pressed Play', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    mediaArrives();

    const toggle = screen.getByRole('button', { name: 'Pause slideshow' });
    await user.click(toggle);
    await user.click(toggle);
    // The mouse rests on the toggle, which has the focus.
    expect(toggle).toHaveFocus();
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });
});

describe('ProductGallery: previous, next, thumbnails', () => {
  beforeEach(() => preferReducedMotion(true));

  it('steps with previous and next, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderGallery();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
  });

  it('fades the new item in over the old one for 200 ms, then drops the old one', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderGallery();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    const slides = () => container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides()).toHaveLength(2);
    expect(shownSlide()).toHaveAttribute('data-entering', 'true');
    act(() => jest.advanceTimersByTime(199));
    expect(slides()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(slides()).toHaveLength(1);
    expect(shownSlide()).toHaveAttribute('data-entering', 'false');
  });

  it('shows the item whose thumbnail is chosen, and marks it', async () => {
    const user = userEvent.setup();
    renderGallery();

    const third = screen.getByRole('button', { name: 'Show image 3 of 4' });
    await user.click(third);
    expect(shownSlide()).toHaveAccessibleName('3 of 4');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  it("shows the first 8 thumbnails, the 8th with '+N more', which shows them all", async () => {
    const user = userEvent.setup();
    renderGallery(mediaList(12, 12));

    const thumbnails = screen.getByRole('list', { name: 'Choose an image' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(8);
    const more = within(thumbnails).getByRole('button', { name: '+4 more: show all 12 images' });
    expect(more).toHaveTextContent('+4 more');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(12);
    expect(screen.queryByText('+4 more')).not.toBeInTheDocument();
    // The shopper stays where they were: the same button, now the 8th thumbnail.
    expect(more).toHaveAccessibleName('Show image 8 of 12');
    expect(more).toHaveFocus();
    await user.click(within(thumbnails).getByRole('button', { name: 'Show image 11 of 12' }));
    expect(shownSlide()).toHaveAccessibleName('11 of 12');
  });

  it("shows 8 thumbnails and '+1 more' for 9 items", () => {
    renderGallery(mediaList(12, 9));
    const thumbnails = screen.getByRole('list', { name: 'Choose an image' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(8);
    expect(
      within(thumbnails).getByRole('button', { name: '+1 more: show all 9 images' }),
    ).toBeInTheDocument();
  });

  it('has no overlay with exactly 8 items', () => {
    renderGallery(mediaList(12, 8));
    const thumbnails = screen.getByRole('list', { name: 'Choose an image' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(8);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('moves with the arrow keys from anywhere in the gallery', async () => {
    const user = userEvent.setup();
    renderGallery();

    act(() => screen.getByRole('button', { name: 'Show image 1 of 4' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('2 of 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
  });
});

describe('ProductGallery: media', () => {
  beforeEach(() => preferReducedMotion(false));

  it('loads the first picture first and reserves a square for every picture', async () => {
    const user = userEvent.setup();
    renderGallery();

    const first = screen.getByRole('img', { name: 'Burmese Ruby, image 1 of 4' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '800');
    // Stills come smaller from the media route where a smaller one is sharp enough.
    expect(first).toHaveAttribute(
      'srcset',
      '/api/v1/media/products/12/1.jpg?w=480 480w, /api/v1/media/products/12/1.jpg 800w',
    );
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Burmese Ruby, image 2 of 4' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('plays a video silently, looping and inline; animated pictures are pictures', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery([
      '/api/v1/media/products/12/1.jpg',
      '/api/v1/media/products/12/turn.mp4',
      '/api/v1/media/products/12/sparkle.gif',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show video 2 of 3' }));
    const video = within(shownSlide()).getByLabelText('Video of Burmese Ruby');
    expect(video.tagName).toBe('VIDEO');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('autoplay');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(within(shownSlide()).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/media/products/12/sparkle.gif',
    );
    // Once the 200 ms fade is over, the video beneath is gone.
    await waitFor(() => expect(container.querySelector('[aria-roledescription="slide"] video')).toBeNull());
  });
});

describe('ProductGallery: the certificate zoom viewer (§product.certificate-zoom: 1 to 4)', () => {
  beforeEach(() => preferReducedMotion(true));

  async function openCertificate() {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Show the certificate, 4 of 4' }));
    await user.click(screen.getByRole('button', { name: 'Zoom into the certificate' }));
    const viewer = await screen.findByRole('dialog', { name: 'Certificate' });
    // The zoom surface is its own chunk: wait for the report itself, not the loading spinner.
    await within(viewer).findByRole('img', { name: 'Laboratory certificate for Burmese Ruby' });
    return { user, viewer };
  }

  it('opens on the certificate and zooms in whole steps from 1× to 4× and back', async () => {
    const { user, viewer } = await openCertificate();
    const scale = within(viewer).getByRole('status');
    expect(
      within(viewer).getByRole('img', { name: 'Laboratory certificate for Burmese Ruby' }),
    ).toBeVisible();
    expect(scale).toHaveTextContent('1×');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');

    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in' });
    await user.click(zoomIn);
    expect(scale).toHaveTextContent('2×');
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(scale).toHaveTextContent('4×');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomIn);
    expect(scale).toHaveTextContent('4×');

    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    expect(scale).toHaveTextContent('3×');
    await user.click(within(viewer).getByRole('button', { name: 'Reset zoom' }));
    expect(scale).toHaveTextContent('1×');
  });

  it('closes with Escape and with Close, back on the certificate', async () => {
    const { user } = await openCertificate();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom into the certificate' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Zoom into the certificate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** A playing slideshow, with the certificate opened by the mouse. */
  async function openCertificateWhilePlaying() {
    preferReducedMotion(false);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Show the certificate, 4 of 4' }));
    await user.click(screen.getByRole('button', { name: 'Zoom into the certificate' }));
    return user;
  }

  it('holds the slideshow while the certificate is open', async () => {
    const user = await openCertificateWhilePlaying();

    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('dialog', { name: 'Certificate' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
    mediaArrives();
    // Back on the certificate's button, in the gallery: still held, until the shopper moves on.
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
  });

  it('is not left held by a mouse that was over the gallery when the viewer opened', async () => {
    const user = await openCertificateWhilePlaying();
    const viewer = await screen.findByRole('dialog', { name: 'Certificate' });
    // The viewer covers the page: its Close button is not over the gallery, and no pointer left the gallery.
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    mediaArrives();

    act(() => screen.getByRole('button', { name: 'Elsewhere on the page' }).focus());
    act(() => jest.advanceTimersByTime(2000));
    expect(shownSlide()).toHaveAccessibleName('1 of 4');
  });
});
