/**
 * A signed-in shopper's order history drawn on the server (ADR 065), hydrated in the browser: the same elements
 * stay, the orders handed over are not asked for again, nothing is reported. (A file of its own: the account's code
 * takes the handed answer once, as it is first evaluated.)
 */
import { act, screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import {
  api,
  authStatusAtom,
  FIRST_SCREEN_ATTRIBUTE,
  handedAnswerScript,
  sessionStore,
  userAtom,
  type FirstScreenRequest,
} from '@gemstore/shared';
import { answeringApiClient } from '@gemstore/shared/testing';
import { anOrder, aUser } from '@gemstore/shared/test-fixtures';
import { renderFirstScreen } from '../first-screen';

const ada = aUser();
const request: FirstScreenRequest = {
  url: '/order-history',
  cookie: 'gs_sid=live',
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: null,
};

it('is hydrated once the page knows who is signed in, from the orders it was drawn from', async () => {
  const { client } = answeringApiClient((asked) =>
    asked.url === '/user/me' ? { success: true, user: ada } : { success: true, orders: [anOrder(1)] },
  );
  const drawn = await renderFirstScreen(request, client);
  if (!drawn) throw new Error('nothing drawn');
  window.history.replaceState(null, '', '/order-history');
  document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="account">${drawn.html}</div>${handedAnswerScript(drawn.answer)}`;
  const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!area) throw new Error('no area');
  const heading = area.querySelector('h1');
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const get = jest.spyOn(api, 'get');
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');

  const { default: app } = await import('../bootstrap');
  let mounted = false;
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounting = mountRootParcel(app, { domElement: area, hydrate: true }).mountPromise.then(() => {
      mounted = true;
    });
  });
  // Not before the page knows who is signed in: the drawn page stays as it is meanwhile.
  expect(mounted).toBe(false);
  expect(area.querySelector('h1')).toBe(heading);

  // The shell hears who is signed in; the account's mount follows within the same act, which renders it.
  await act(async () => {
    sessionStore.set(userAtom, ada);
    sessionStore.set(authStatusAtom, 'authenticated');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(() => mounting);
  expect(mounted).toBe(true);
  expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBe(heading);
  expect(screen.getByText(/GS-000001/)).toBeInTheDocument();
  expect(get).not.toHaveBeenCalledWith('/orders', expect.anything());
  expect(reported).not.toHaveBeenCalled();
});
