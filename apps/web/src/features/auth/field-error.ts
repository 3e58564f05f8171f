import type { FieldErrors, MessageDescriptor } from '@tessera/core';
import { useIntl } from 'react-intl';

/**
 * The props a text field needs to show its validation message (spec 01 §5's exact words), once the user has
 * tried to submit: before that an empty form is not an error.
 */
export function useFieldError<Field extends string>(errors: FieldErrors<Field>, shown: boolean) {
  const intl = useIntl();
  return (field: Field): { error: boolean; helperText?: string } => {
    const message: MessageDescriptor | undefined = shown ? errors[field] : undefined;
    return message ? { error: true, helperText: intl.formatMessage(message) } : { error: false };
  };
}
