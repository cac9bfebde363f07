import type { ComponentType } from 'react';
import { Labeled } from 'react-admin';

// `label`: a message key, where the resource's name for `source` is not the words wanted.
type LabeledFieldProps = { source?: string; label?: string; field: ComponentType };

/**
 * A field that reads the record itself and has no label of its own (a chip, a composed value), under the
 * label of `source` or `label`: on a record's page what `<DataTable.Col source field>` is in a list.
 */
export const LabeledField = ({ source, label, field: Field }: LabeledFieldProps) => (
  <Labeled source={source} label={label}>
    <Field />
  </Labeled>
);

// A show layout labels each of its rows unless the row is a `Labeled` already: this one labels itself.
LabeledField.displayName = 'Labeled';
