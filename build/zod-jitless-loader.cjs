/**
 * webpack loader for zod's core module (build/webpack.mjs): makes zod jitless unless something configured it
 * otherwise. The shop's pages run under a Content-Security-Policy without 'unsafe-eval' (ADR 033); zod 4 finds out
 * whether it may compile its object parsers by calling `new Function("")`, which the policy refuses and reports as
 * a violation on every page that parses a form. Jitless, it never asks. zod keeps this setting on globalThis, so
 * every build's copy on a page sees it.
 * @param {string} source
 */
module.exports = function zodJitless(source) {
  return `${source}\n;if (globalConfig.jitless === undefined) globalConfig.jitless = true;\n`;
};
