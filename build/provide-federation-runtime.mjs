// A federation runtime plugin for the shell (ADR 026): lends the page's one federation runtime to every remote,
// whose remoteEntry.js is built without its own (`experiments.externalRuntime`). Module Federation's own
// provideExternalRuntime does the same but `require`s the runtime, which puts a second, CommonJS copy of it in the
// shell's main.js beside the ES module one its bundler runtime already uses (+22 KB gzip on every page); importing
// the ES module here lends that very copy.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'gemstore-provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
