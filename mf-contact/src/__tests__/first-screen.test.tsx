/**
 * The contact remote's first screen drawn on the server (ADR 018, issue 21): /contact and /services are in the HTML
 * with every FAQ answer, and the browser's first render hydrates them without a complaint.
 */
import { act, screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { FIRST_SCREEN_ATTRIBUTE, handedAnswerScript, type FirstScreenRequest } from '@gemstore/shared';
import { faqTabs } from '../features/faq';
import { renderFirstScreen } from '../first-screen';

const request = (url: string): FirstScreenRequest => ({
  url,
  cookie: null,
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: null,
});

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('renderFirstScreen (contact)', () => {
  it('draws /contact with its sections and every FAQ answer, each tab’s, in the HTML', async () => {
    const drawn = await renderFirstScreen(request('/contact'));
    expect(drawn?.html).toContain('<h1');
    expect(drawn?.html).toContain('Contact Us');
    expect(drawn?.html).toContain('id="customOrderSection"');
    for (const tab of faqTabs) {
      for (const item of tab.questions) expect(drawn?.html).toContain(escaped(item.answer));
    }
    expect(drawn?.answer).toEqual({ remote: 'contact', state: expect.objectContaining({ queries: [] }) });
  });

  it('draws /services, and nothing for a page it does not own', async () => {
    expect((await renderFirstScreen(request('/services')))?.html).toContain('Start Today');
    for (const url of ['/', '/gemstones/Ruby', '/contactus']) {
      await expect(renderFirstScreen(request(url))).resolves.toBeNull();
    }
  });

  it('is hydrated by the browser: the same elements stay and nothing is reported', async () => {
    const drawn = await renderFirstScreen(request('/contact'));
    if (!drawn) throw new Error('nothing drawn');
    window.history.replaceState(null, '', '/contact');
    document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="contact">${drawn.html}</div>${handedAnswerScript(drawn.answer)}`;
    const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
    if (!area) throw new Error('no area');
    const heading = area.querySelector('h1');
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: app } = await import('../bootstrap');
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = mountRootParcel(app, { domElement: area, hydrate: true }).mountPromise;
    });
    await act(() => mounting);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBe(heading);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});
