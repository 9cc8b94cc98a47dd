/**
 * A chosen profile picture as the data URL the profile is saved with (§profile.picture: image files only,
 * read as a data URL), or why it is refused. The file's type and size are checked before it is read, so a
 * large video chosen by mistake is never read into memory; the data URL is then checked by the very rule the
 * server applies.
 */
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
} from '@gemstore/shared/validation/fields';

export type ReadImage = { dataUrl: string } | { problem: string };

/** For the file input's `accept`: the picker offers these first. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');

const isProfileImageType = (type: string) => (PROFILE_IMAGE_TYPES as readonly string[]).includes(type);

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The server's own check of the data URL, fetched when a picture is chosen rather than with the page (ADR 025). If it
 * cannot be fetched (the connection dropped), the picture is shown anyway: Save Changes sends it to the server, which
 * applies the same check and says why if it refuses.
 */
async function dataUrlProblem(dataUrl: string): Promise<string | null> {
  try {
    const { profileImageProblem } = await import('@gemstore/shared/validation');
    return profileImageProblem(dataUrl);
  } catch {
    return null;
  }
}

export async function readProfileImage(file: File): Promise<ReadImage> {
  if (!isProfileImageType(file.type)) return { problem: IMAGE_TYPE_MESSAGE };
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return { problem: IMAGE_SIZE_MESSAGE };
  let dataUrl: string;
  try {
    dataUrl = await dataUrlOf(file);
  } catch {
    return { problem: IMAGE_TYPE_MESSAGE };
  }
  const problem = await dataUrlProblem(dataUrl);
  return problem ? { problem } : { dataUrl };
}
