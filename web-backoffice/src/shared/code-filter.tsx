import { SelectInput } from 'react-admin';
import { translatedChoices } from './translated-choices';

// `label`: where the resource's name for `source` is not the words wanted; `alwaysOn`: shown without
// being added from the filter menu (most are).
type CodeFilterOptions = { label?: string; alwaysOn?: boolean };

/** A list's filter that picks one of a set of codes (a status, a kind), each named by the message `<messages>.<code>`. */
export const codeFilter = (
  source: string,
  codes: readonly string[],
  messages: string,
  { label, alwaysOn = true }: CodeFilterOptions = {},
) => <SelectInput key={source} source={source} label={label} alwaysOn={alwaysOn} choices={translatedChoices(codes, messages)} />;
