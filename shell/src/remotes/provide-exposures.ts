/**
 * The shell lends the page's federation runtime to whoever loads another team's exposure (ADR 052, 053): shared's
 * loadExposure('checkout/cart') or loadExposure('account/wishlist') is this runtime's loadRemote, once remotes.json
 * has said where the remotes live, and its Retry forgets a remote whose load failed, as the remote areas' Retry does.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ExposureUnavailableError, provideExposureLoader } from '@gemstore/shared';
import { registerRemotesFromManifest, resetRemote } from './runtime-manifest';
import { SharedContractError } from './shared-contract';

provideExposureLoader({
  load: async (id) => {
    await registerRemotesFromManifest();
    try {
      return await loadRemote(id);
    } catch (error) {
      // Refused for its contract (ADR 054): said once, not tried again.
      if (error instanceof SharedContractError) throw new ExposureUnavailableError(error.message);
      throw error;
    }
  },
  reset: resetRemote,
});
