/** A select of one of the enquiry options (meeting type, café, purpose…), labelled with their words. */
import type { ComponentProps } from 'react';
import { Button } from '@gemstore/shared';
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

/** The form's send button: 'Sending...' while it goes. */
export function SendButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy}>
      {busy ? 'Sending...' : label}
    </Button>
  );
}
