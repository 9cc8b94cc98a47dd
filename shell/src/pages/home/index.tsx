/**
 * Home (§home.hero, §home.development-notice, §home.promotions, §home.scroll-to-top): the under-development
 * notice, the full-screen video with the shop's name, the home shortcuts and the sub-category dropdowns, the
 * four promotional sections, and the scroll-to-top button. Shell-owned, so it paints without waiting for a
 * remote.
 */
import { useRef } from 'react';
import { DevelopmentNotice } from './development-notice';
import { Hero } from './hero';
import { Promotions } from './promotions';
import { ScrollToTop } from './scroll-to-top';

export function Home() {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <DevelopmentNotice />
      <Hero titleRef={title} />
      <Promotions />
      <ScrollToTop onArrive={() => title.current?.focus({ preventScroll: true })} />
    </>
  );
}
