import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Home } from '..';
import { forgetMatchMedia, prefersReducedMotion, renderInShop } from '../test-helpers';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  forgetMatchMedia();
  jest.restoreAllMocks();
});

const hero = () => screen.getByRole('region', { name: 'Gemstore' });

describe('Home', () => {
  it("names the shop in the page's one h1", () => {
    renderInShop(<Home />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Gemstore');
  });

  it('says politely that the website is under development', () => {
    renderInShop(<Home />);
    const notice = screen.getByRole('complementary', { name: 'Website notice' });
    expect(notice).toHaveTextContent(
      'Our website is under development — some features may not be available yet.',
    );
  });

  it('has the home shortcuts to featured gemstones and to rings', () => {
    renderInShop(<Home />);
    expect(within(hero()).getByRole('link', { name: 'Shop featured gemstones' })).toHaveAttribute(
      'href',
      '/gemstones/Featured',
    );
    expect(within(hero()).getByRole('link', { name: 'Shop rings' })).toHaveAttribute(
      'href',
      '/jewellery/Rings',
    );
  });

  it.each([
    [
      'Colour, chosen one stone at a time',
      [
        ['Shop featured gemstones', '/gemstones/Featured'],
        ['Shop rings', '/jewellery/Rings'],
      ],
    ],
    ['A piece made for one person', [['Start a custom order', '/contact']]],
    ['Know the stone you are choosing', [['Explore gemology', '/education']]],
    ['Care that lasts beyond the purchase', [['Discover our services', '/services']]],
  ])('has the promotional section "%s" with its links and a picture that keeps its place', (title, links) => {
    renderInShop(<Home />);
    const section = screen.getByRole('region', { name: title });
    const found = within(section).getAllByRole('link');
    expect(found.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(links);
    const picture = within(section).getByRole('img');
    expect(picture).toHaveAttribute('width', '960');
    expect(picture).toHaveAttribute('height', '1200');
    expect(picture).toHaveAccessibleName();
  });

  it('plays a muted, inline, looping video over its poster', () => {
    const { container } = renderInShop(<Home />);
    const video = container.querySelector('video');
    if (!video) throw new Error('no video');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('muted');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/home-hero-poster.jpg');
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/media/home-hero.webm', 'video/webm'],
      ['/media/home-hero.mp4', 'video/mp4'],
    ]);
    // The poster is also a plain image under the video, so it is what paints first.
    const poster = container.querySelector('img[src="/media/home-hero-poster.jpg"]');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('width', '1280');
    expect(poster).toHaveAttribute('height', '720');
  });

  it('shows only the poster when the shopper asks for reduced motion', () => {
    prefersReducedMotion(true);
    const { container } = renderInShop(<Home />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img[src="/media/home-hero-poster.jpg"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
  });

  it('lets the shopper pause the video and play it again', async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderInShop(<Home />);
    const video = container.querySelector('video');
    if (!video) throw new Error('no video');
    Object.defineProperty(video, 'paused', { configurable: true, value: false });

    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    Object.defineProperty(video, 'paused', { configurable: true, value: true });
    fireEvent.pause(video);

    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalled();
  });

  it('has dropdowns of the gemstone and jewellery sub-categories', async () => {
    renderInShop(<Home />);
    await userEvent.hover(screen.getByRole('button', { name: 'Gemstones' }));
    const gemstones = screen.getByRole('list', { name: 'Gemstones categories' });
    expect(
      within(gemstones)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/gemstones/Featured',
      '/gemstones/Ruby',
      '/gemstones/Sapphire',
      '/gemstones/Emerald',
      '/gemstones/Diamond',
    ]);

    await userEvent.hover(screen.getByRole('button', { name: 'Jewellery' }));
    const jewellery = screen.getByRole('list', { name: 'Jewellery categories' });
    expect(
      within(jewellery)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Featured', '/jewellery/Featured'],
      ['Rings', '/jewellery/Rings'],
      ['Earrings', '/jewellery/Earrings'],
      ['Necklaces', '/jewellery/Necklaces'],
      ['Bracelets', '/jewellery/Bracelets'],
      ['Brooches', '/jewellery/Brooches'],
    ]);
  });

  describe('scroll-to-top button', () => {
    const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

    it('is hidden at the top and up to 200 px, and shows once the page has scrolled past 200 px', () => {
      renderInShop(<Home />);
      expect(button()).toBeNull();
      scrollTo(200);
      expect(button()).toBeNull();
      scrollTo(201);
      expect(button()).toBeVisible();
      scrollTo(40);
      expect(button()).toBeNull();
    });

    it('shows at once when the page opens already scrolled down', () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
      renderInShop(<Home />);
      expect(button()).toBeVisible();
    });

    it('returns smoothly to the top and takes focus there', async () => {
      const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      renderInShop(<Home />);
      scrollTo(640);
      await userEvent.click(button() as HTMLElement);
      expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });

    it('jumps without animation when the shopper asks for reduced motion', async () => {
      prefersReducedMotion(true);
      const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      renderInShop(<Home />);
      scrollTo(640);
      await userEvent.click(button() as HTMLElement);
      expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    });
  });
});
