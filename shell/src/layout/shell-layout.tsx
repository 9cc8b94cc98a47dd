/** Header, the routed content and the footer; page-wide effects of SPEC §2 and §4 run here. */
import styled from '@emotion/styled';
import { useRef, type RefObject } from 'react';
import { RouteOutlet } from '../routing/route-outlet';
import { useFocusStart } from '../routing/use-focus-start';
import { usePageEffects } from '../routing/use-page-effects';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * The page-wide effects live in a component of their own that draws nothing: they follow the signed-in user, and
 * a change of user must not re-render the whole layout (header, footer, the remote's area) with them.
 */
function PageEffects({ top }: { top: RefObject<HTMLElement | null> }) {
  usePageEffects();
  useFocusStart(top);
  return null;
}

export function ShellLayout() {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <Frame ref={frame}>
      <PageEffects top={frame} />
      <SiteHeader />
      <Main id="main">
        <RouteOutlet />
      </Main>
      <SiteFooter />
    </Frame>
  );
}

const Frame = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const Main = styled.main({ flex: 1 });
