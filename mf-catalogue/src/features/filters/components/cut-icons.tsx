/**
 * The seven cut shapes of §taxonomy.cuts, each drawn as a small outline with its main facets, in the text
 * colour.
 */
import type { Cut } from '@gemstore/shared';

const outlines: Record<Cut, string> = {
  Oval: 'M12 2.5c4.4 0 7 4.3 7 9.5s-2.6 9.5-7 9.5-7-4.3-7-9.5 2.6-9.5 7-9.5z M12 6.5c2.2 0 3.5 2.4 3.5 5.5s-1.3 5.5-3.5 5.5-3.5-2.4-3.5-5.5 1.3-5.5 3.5-5.5z',
  Round: 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19z M12 7l5 5-5 5-5-5z',
  Pear: 'M12 2.5c2 3 7 8.5 7 12.5a7 7 0 0 1-14 0c0-4 5-9.5 7-12.5z M12 8.5l3.5 6.5-3.5 3.5-3.5-3.5z',
  Cushion: 'M7 3h10c2.5 0 4 1.5 4 4v10c0 2.5-1.5 4-4 4H7c-2.5 0-4-1.5-4-4V7c0-2.5 1.5-4 4-4z M8 8h8v8H8z',
  Marquise:
    'M12 2c3.6 3.2 5.5 6.6 5.5 10S15.6 18.8 12 22c-3.6-3.2-5.5-6.6-5.5-10S8.4 5.2 12 2z M12 7.5l2.2 4.5-2.2 4.5-2.2-4.5z',
  Emerald: 'M8 2.5h8l4 4v11l-4 4H8l-4-4v-11z M9.5 6.5h5l2 2v7l-2 2h-5l-2-2v-7z',
  Trillion: 'M12 3c1.2 0 9 13.5 8.5 15.3-.4 1.2-16.6 1.2-17 0C3 16.5 10.8 3 12 3z M12 9l4 7H8z',
};

export function CutIcon({ cut, size = 22 }: { cut: Cut; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <path d={outlines[cut]} fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinejoin="round" />
    </svg>
  );
}
