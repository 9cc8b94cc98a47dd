/**
 * The profile picture (§profile.layout, §profile.picture): the shopper's picture, or their initials in a gold
 * ring, with Change photo (image files only) and Remove photo. Choosing one shows it at once and opens the
 * profile for editing: it is saved with Save Changes, with the rest of the profile.
 */
import styled from '@emotion/styled';
import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button, type User } from '@gemstore/shared';
import type { ProfileEdit } from '../hooks/use-profile-edit';
import { initialsOf } from '../lib/profile-values';
import { PROFILE_IMAGE_ACCEPT } from '../lib/read-image';

export function ProfilePicture({ user, edit }: { user: User; edit: ProfileEdit }) {
  const { picture: shown, pictureProblem: problem, choosePicture, removePicture } = edit;
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  return (
    <Frame>
      <Portrait>
        {shown ? (
          <img src={shown} alt={`Profile picture of ${user.firstName} ${user.lastName}`} />
        ) : (
          <span aria-hidden="true">{initialsOf(user)}</span>
        )}
      </Portrait>
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_ACCEPT}
        aria-label="Profile picture"
        aria-describedby={problem ? problemId : undefined}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after a refusal, or a Cancel) is still a change.
          event.currentTarget.value = '';
          if (file) choosePicture(file);
        }}
      />
      <Choices>
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" size={16} strokeWidth={1.5} />
          Change photo
        </Button>
        {shown ? (
          <Button type="button" variant="secondary" onClick={removePicture}>
            Remove photo
          </Button>
        ) : null}
      </Choices>
      {problem ? <Problem id={problemId}>{problem}</Problem> : null}
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({ display: 'grid', justifyItems: 'center', gap: theme.space(4) }));

/** A round portrait in a gold ring; the initials in the display face when there is no picture. */
const Portrait = styled.div(({ theme }) => ({
  width: '9rem',
  height: '9rem',
  borderRadius: theme.radius.round,
  border: `1px solid ${theme.colour.gold}`,
  overflow: 'hidden',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
  display: 'grid',
  placeItems: 'center',
  background: theme.colour.ivory,
  color: theme.colour.goldDeep,
  font: `500 2.75rem/1 ${theme.font.display}`,
}));

const Choices = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2), width: '100%' }));

const Problem = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
  textAlign: 'center',
}));
