/**
 * The profile picture while the shopper edits: shown at once when chosen, saved only with the rest of the profile
 * (Save Changes), and forgotten by Cancel. A refused file leaves the picture as it was and says why.
 */
import { useCallback, useState } from 'react';
import { notify } from '@gemstore/shared';
import { readProfileImage } from '../lib/read-image';

/** No change: undefined. A new picture: its data URL. The picture removed: null. */
type Change = string | null | undefined;

export function useProfileImage(saved: string | null) {
  const [change, setChange] = useState<Change>(undefined);
  const [problem, setProblem] = useState<string | null>(null);

  /** True when the file is taken. */
  const choose = useCallback(async (file: File): Promise<boolean> => {
    const read = await readProfileImage(file);
    if ('problem' in read) {
      setProblem(read.problem);
      notify.error(read.problem);
      return false;
    }
    setProblem(null);
    setChange(read.dataUrl);
    return true;
  }, []);

  const remove = useCallback(() => {
    setProblem(null);
    setChange(null);
  }, []);

  const reset = useCallback(() => {
    setProblem(null);
    setChange(undefined);
  }, []);

  return {
    /** What the shopper sees: the new picture, none, or the saved one. */
    shown: change === undefined ? saved : change,
    /** What Save Changes sends: `{ image }` only when the picture changed (a data URL can be 2 MB). */
    body: change === undefined ? {} : { image: change },
    problem,
    choose,
    remove,
    reset,
  };
}
