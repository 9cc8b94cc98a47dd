/**
 * The profile's editing: read-only until Edit Profile, or until a picture is chosen or removed (shown at once, saved
 * with the rest by Save Changes); closed again by a save or by Cancel, which sets the picture's change aside.
 */
import { useCallback, useState } from 'react';
import { useProfileImage } from './use-profile-image';

export function useProfileEdit(savedPicture: string | null) {
  const [editing, setEditing] = useState(false);
  const { shown, body, problem, choose, remove, reset } = useProfileImage(savedPicture);

  const open = useCallback(() => setEditing(true), []);
  const close = useCallback(() => {
    reset();
    setEditing(false);
  }, [reset]);
  const choosePicture = useCallback(
    (file: File) =>
      void choose(file).then((taken) => {
        if (taken) setEditing(true);
      }),
    [choose],
  );
  const removePicture = useCallback(() => {
    remove();
    setEditing(true);
  }, [remove]);

  return {
    editing,
    open,
    close,
    picture: shown,
    pictureBody: body,
    pictureProblem: problem,
    choosePicture,
    removePicture,
  };
}

export type ProfileEdit = ReturnType<typeof useProfileEdit>;
