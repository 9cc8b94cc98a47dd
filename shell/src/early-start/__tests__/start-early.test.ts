import { remoteScripts, startEarly } from '../start-early';

const remotes = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  checkout: 'http://localhost:3003/remoteEntry.js',
  contact: 'http://localhost:3004/mf-manifest.json',
};

const catalogueManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'app',
      assets: { js: { sync: ['806.2a5da936.js', '__federation_expose_app.js'], async: ['listing-page.js'] } },
    },
  ],
};

function answer(status: number, body: unknown): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    clone: () => response,
  };
  return response as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );
}

/** Lets the head script's chain of answers run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock;
  document.head.innerHTML = '';
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

describe('remoteScripts', () => {
  it("lists the remote's entry and its exposed module's files, beside the manifest when publicPath is auto", () => {
    expect(remoteScripts(catalogueManifest, 'http://localhost:3001/mf-manifest.json')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/806.2a5da936.js',
      'http://localhost:3001/__federation_expose_app.js',
    ]);
  });

  it('follows a set publicPath and an entry in a folder', () => {
    const manifest = {
      metaData: {
        publicPath: 'https://cdn.example.com/catalogue/',
        remoteEntry: { name: 'remoteEntry.js', path: 'v2' },
      },
      exposes: [{ name: 'app', assets: { js: { sync: ['app.js'] } } }],
    };
    expect(remoteScripts(manifest, 'https://shop.example.com/mf/mf-manifest.json')).toEqual([
      'https://cdn.example.com/catalogue/v2/remoteEntry.js',
      'https://cdn.example.com/catalogue/app.js',
    ]);
  });

  it('lists nothing from a manifest without an entry or the exposed module', () => {
    expect(remoteScripts({}, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
  });
});

describe('startEarly', () => {
  it("on a listing, asks for remotes.json, then the catalogue's manifest, and preloads its scripts", async () => {
    openAt('/gemstones/Ruby?cut=oval');
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === '/remotes.json' ? answer(200, remotes) : answer(200, catalogueManifest)),
    );

    const early = startEarly();
    await settle();

    expect(fetchMock).toHaveBeenNthCalledWith(1, '/remotes.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenNthCalledWith(2, remotes.catalogue);
    expect([...early.manifests.keys()]).toEqual([remotes.catalogue]);
    expect(early.remotes).toBeDefined();
    expect(preloads()).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/806.2a5da936.js',
      'http://localhost:3001/__federation_expose_app.js',
    ]);
  });

  it.each([
    ['the home page, which the shell owns', '/'],
    ['the cart, which only a customer may open', '/cart'],
    ['the login page, which only a guest may open', '/login'],
    ['an unknown page', '/no/such/page/here'],
  ])('on %s, asks only for remotes.json', async (_what, path) => {
    openAt(path);
    fetchMock.mockResolvedValue(answer(200, remotes));

    const early = startEarly();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(early.manifests.size).toBe(0);
    expect(preloads()).toEqual([]);
  });

  describe("the home page's own code (a chunk of its own, named by index.html)", () => {
    function indexNames(code: unknown) {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = 'gemstore-page-code';
      element.textContent = typeof code === 'string' ? code : JSON.stringify(code);
      document.head.append(element);
    }

    it('is preloaded on the home page, with the document', async () => {
      indexNames({ 'home-page': ['/home-page.6d67a490.js'] });
      openAt('/');
      fetchMock.mockResolvedValue(answer(200, remotes));

      startEarly();
      await settle();

      expect(preloads()).toEqual(['http://localhost/home-page.6d67a490.js']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['a listing', '/gemstones/Ruby'],
      ['the education page, which the shell owns too', '/education'],
      ['an unknown page', '/no/such/page/here'],
    ])('is not preloaded on %s', async (_what, path) => {
      indexNames({ 'home-page': ['/home-page.6d67a490.js'] });
      openAt(path);
      fetchMock.mockResolvedValue(answer(200, {}));

      startEarly();
      await settle();

      expect(preloads()).not.toContain('http://localhost/home-page.6d67a490.js');
    });

    it('is not preloaded when index.html names nothing readable, and the page still starts', async () => {
      indexNames('{ not json');
      openAt('/');
      fetchMock.mockResolvedValue(answer(200, remotes));

      const early = startEarly();
      await settle();

      expect(preloads()).toEqual([]);
      expect(early.remotes).toBeDefined();
    });
  });

  it('does not ask for a remote given by its remoteEntry.js (no manifest to read)', async () => {
    openAt('/checkout/product/4-1');
    fetchMock.mockResolvedValue(answer(200, remotes));
    startEarly();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['remotes.json fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['remotes.json answers 500', () => Promise.resolve(answer(500, null))],
  ])('preloads nothing and throws nothing when %s', async (_what, remotesAnswer) => {
    openAt('/gemstones/Ruby');
    fetchMock.mockImplementation(remotesAnswer);

    expect(() => startEarly()).not.toThrow();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('keeps the failed manifest request for the shell, and preloads nothing', async () => {
    openAt('/jewellery/Rings');
    fetchMock.mockImplementation((url) =>
      url === '/remotes.json' ? Promise.resolve(answer(200, remotes)) : Promise.resolve(answer(404, null)),
    );

    const early = startEarly();
    await settle();

    expect(early.manifests.get(remotes.catalogue)).toBeDefined();
    expect(preloads()).toEqual([]);
  });
});
