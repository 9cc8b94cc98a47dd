/**
 * Signing the test shopper in or out from a standalone page, with what the page says meanwhile. One state for the
 * page (an atom of the page's session store, which every root on it shares): the bar and a customer page's notice
 * show the same progress, and a second press while a sign-in runs does nothing.
 */
import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { api, sessionEnded, toApiError } from '@gemstore/shared';
import { signInAsTestShopper, stepWords } from './test-shopper';

export type TestShopperState =
  { kind: 'idle' } | { kind: 'working'; words: string } | { kind: 'failed'; message: string };

const testShopperAtom = atom<TestShopperState>({ kind: 'idle' });

export function useTestShopper(refresh: () => Promise<void>) {
  const store = useStore();
  const state = useAtomValue(testShopperAtom);

  const run = useCallback(
    async (work: (say: (words: string) => void) => Promise<void>) => {
      if (store.get(testShopperAtom).kind === 'working') return;
      const say = (words: string) => store.set(testShopperAtom, { kind: 'working', words });
      try {
        await work(say);
        // The page asks again who is signed in, with their cart and wishlist: every part of it follows.
        await refresh();
        store.set(testShopperAtom, { kind: 'idle' });
      } catch (error) {
        store.set(testShopperAtom, { kind: 'failed', message: toApiError(error).message });
      }
    },
    [store, refresh],
  );

  const signIn = useCallback(
    () =>
      run(async (say) => {
        await signInAsTestShopper((step) => say(stepWords[step]));
      }),
    [run],
  );

  const signOut = useCallback(
    () =>
      run(async (say) => {
        say('Signing out…');
        await api.get('/user/logout');
        sessionEnded();
      }),
    [run],
  );

  return { state, signIn, signOut };
}
