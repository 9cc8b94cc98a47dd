/**
 * A remote whose first render needs something first (its opening page's code, what a drawn page was drawn from) is
 * mounted once that has come, through the shell's own way of mounting a parcel.
 */
import { act, screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { mountRemoteWhenReady } from '../mount-remote';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const ContactPage = () => <h1>Contact Us</h1>;

beforeEach(() => {
  document.body.innerHTML = '<div id="area"></div>';
});

const area = () => document.getElementById('area') as HTMLElement;

describe('mountRemoteWhenReady', () => {
  it('draws nothing until what the page needs has come, then its page', async () => {
    const openingPage = deferred();
    const parcel = mountRootParcel(mountRemoteWhenReady('contact', ContactPage, openingPage.promise), {
      domElement: area(),
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 20));
    });
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(parcel.getStatus()).not.toBe('MOUNTED');

    openingPage.resolve();
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    await parcel.mountPromise;
    await act(async () => {
      await parcel.unmount();
    });
  });

  it('fails the mount when what the page needs cannot come, so the shell shows the area’s fallback', async () => {
    const openingPage = deferred();
    const parcel = mountRootParcel(mountRemoteWhenReady('contact', ContactPage, openingPage.promise), {
      domElement: area(),
    });
    openingPage.reject(new Error('Loading chunk contact-page failed'));
    await expect(parcel.bootstrapPromise).rejects.toThrow('Loading chunk contact-page failed');
    await expect(parcel.mountPromise).rejects.toThrow('Loading chunk contact-page failed');
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
  });
});
