import type { EarlyTaps } from '@gemstore/shared/first-screen';

/**
 * Keeps the taps on the drawn page's buttons until its code has taken it over (see EARLY_TAPS): a shopper who taps a
 * heart the moment the page shows must not find the tap lost. Runs in the page's head, before anything can be
 * tapped; steps aside for good once the taps are made again (replayEarlyTaps).
 */
export function keepEarlyTaps(name: string, attribute: string) {
  const early: EarlyTaps = { taps: [], done: false };
  Object.assign(window, { [name]: early });
  document.addEventListener(
    'click',
    (event) => {
      if (early.done || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button?.closest(`[${attribute}]`)) return;
      event.preventDefault();
      event.stopPropagation();
      early.taps.push(button);
    },
    true,
  );
}
