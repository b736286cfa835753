import type { SelectProps } from '@cloudscape-design/components/select';
import { localeName, type Language } from '@tessera/contracts';

/** The active languages as options: name, with the code to tell variants apart. */
export function languageOptions(languages: readonly Language[]): SelectProps.Option[] {
  return languages.map((language) => ({
    value: language.code,
    label: language.name,
    description: language.code,
  }));
}

export function optionOf(code: string): SelectProps.Option {
  return { value: code, label: localeName(code), description: code };
}
