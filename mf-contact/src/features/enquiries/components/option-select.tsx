/** A select of one of the enquiry options (meeting type, café, purpose…), labelled with their words. */
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { Button } from '@gemstore/shared';
import { DialogClose } from '@gemstore/shared/dialog';
import { SelectField } from '@gemstore/shared/forms';
import type { Option } from '@gemstore/shared/validation/enquiry-fields';

type OptionSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  options: readonly Option<string>[];
};

export function OptionSelect({ options, ...select }: OptionSelectProps) {
  return (
    <SelectField {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The form's buttons: Cancel, then send ('Sending...' while it goes). Cancel is the dialog's own close
 * (§enquiry.dialog: a form closes on Cancel), so it does exactly what Escape and Close do: the dialog closes
 * and the form is cleared.
 */
export function FormButtons({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Buttons>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" busy={busy}>
        {busy ? 'Sending...' : label}
      </Button>
    </Buttons>
  );
}

const Buttons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space(3),
  // Each on one line: side by side where both fit, else stacked full width (a phone), the send button last, nearest
  // the thumb.
  '> button': { flex: '1 1 12rem', whiteSpace: 'nowrap' },
  [theme.media.medium]: { '> button': { flex: '0 0 auto' } },
}));
