/** Header, the routed content and the footer; page-wide effects of SPEC §2 and §4 run here. */
import styled from '@emotion/styled';
import { RouteOutlet } from '../routing/route-outlet';
import { usePageEffects } from '../routing/use-page-effects';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * The page-wide effects live in a component of their own that draws nothing: they follow the signed-in user, and
 * a change of user must not re-render the whole layout (header, footer, the remote's area) with them.
 */
function PageEffects() {
  usePageEffects();
  return null;
}

export function ShellLayout() {
  return (
    <Frame>
      <PageEffects />
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
