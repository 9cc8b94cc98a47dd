// The standalone page (npm run dev -w mf-account), development only: the remote alone, with the test shopper's tools
// (ADR 056). The only file that imports @gemstore/dev-harness (lint); a production build has no standalone page.
import { mountStandalonePage } from '@gemstore/shared/standalone';
import { testShopperTools } from '@gemstore/dev-harness';
import app from './bootstrap';

mountStandalonePage('account', app, testShopperTools);
