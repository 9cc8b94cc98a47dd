/**
 * Header, the routed content and the footer; page-wide effects of §page.title, §page.scroll-to-top and
 * §session.current-user run here.
 */
import styled from '@emotion/styled';
import { useRef, type RefObject } from 'react';
import { RouteOutlet } from '../routing/route-outlet';
import { usePageFocus } from '../routing/use-page-focus';
import { usePageEffects } from '../routing/use-page-effects';
import { SkipLink } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { TestShopBanner } from './test-shop-banner';

/**
 * The page-wide effects live in a component of their own that draws nothing: they follow the signed-in user, and
 * a change of user must not re-render the whole layout (header, footer, the remote's area) with them.
 */
function PageEffects({
  main,
  announcer,
}: {
  main: RefObject<HTMLElement | null>;
  announcer: RefObject<HTMLElement | null>;
}) {
  usePageEffects();
  usePageFocus(main, announcer);
  return null;
}

export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  const announcer = useRef<HTMLDivElement>(null);
  return (
    <Frame>
      <SkipLink target="main" />
      <PageEffects main={main} announcer={announcer} />
      <SiteHeader />
      <Main id="main" ref={main}>
        <RouteOutlet />
      </Main>
      <SiteFooter />
      <TestShopBanner />
      {/* Names a new page that shows no heading (routing/page-focus.ts). */}
      <Announcer ref={announcer} role="status" aria-live="polite" aria-atomic="true" />
    </Frame>
  );
}

const Frame = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const Main = styled.main({ flex: 1 });
const Announcer = styled.div({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
