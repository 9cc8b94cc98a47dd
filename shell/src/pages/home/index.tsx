/**
 * Home (§home.hero, §home.development-notice, §home.promotions, §home.scroll-to-top): the under-development
 * notice, the full-screen video with the shop's name, the home shortcuts and the sub-category dropdowns, the
 * four promotional sections, and the scroll-to-top button. Shell-owned, so it paints without waiting for a
 * remote.
 */
import { useEffect, useRef } from 'react';
import { replayEarlyTaps } from '@gemstore/shared';
import { DevelopmentNotice } from './development-notice';
import { Hero } from './hero';
import { Promotions } from './promotions';
import { ScrollToTop } from './scroll-to-top';

export function Home() {
  const title = useRef<HTMLHeadingElement>(null);
  // The page the server drew (ADR 058) is now the shell's: the taps made on it before (a category menu opened as
  // soon as it showed) are made again here, on its buttons as the shell drew them. Elsewhere there are none.
  useEffect(replayEarlyTaps, []);
  return (
    <>
      <DevelopmentNotice />
      <Hero titleRef={title} />
      <Promotions />
      <ScrollToTop onArrive={() => title.current?.focus({ preventScroll: true })} />
    </>
  );
}
