/**
 * The contact remote's server entry (ADR 018): draws /contact and /services on the server, so their words — the three
 * enquiry sections and every FAQ answer — are in the page's HTML, read and indexed before any script runs (issue 21).
 * They need no data: nothing is asked of the API, and the answer handed over is an empty query cache. Null for any
 * other page.
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import {
  emotionKeyOf,
  MemoryRouter,
  RemoteProviders,
  routeTable,
  type FirstScreen,
  type FirstScreenRequest,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { handOver } from '@gemstore/shared/data/server';
import { ContactPages } from './routes';

const drawnPaths: ReadonlySet<string> = new Set([routeTable.contact.path, routeTable.services.path]);

export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(request.url, request.shopOrigin);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!drawnPaths.has(path)) return null;
  const html = renderToString(
    // A fresh emotion cache per page, with the key the browser's has: the styles go into this page's HTML.
    <RemoteProviders name="contact" cache={createCache({ key: emotionKeyOf('contact') })}>
      <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
        <ContactPages />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { html, answer: handOver('contact', createShopQueryClient()) };
}
