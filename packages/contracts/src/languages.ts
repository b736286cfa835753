// The locales Tessera knows, as code and English name; an organization activates the ones it uses.
export const languageCatalogue: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'af', name: 'Afrikaans' },
  { code: 'ar', name: 'Arabic' },
  { code: 'ar_sa', name: 'Arabic (Saudi Arabia)' },
  { code: 'bg', name: 'Bulgarian' },
  { code: 'ca', name: 'Catalan' },
  { code: 'cs', name: 'Czech' },
  { code: 'cy', name: 'Welsh' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'de_at', name: 'German (Austria)' },
  { code: 'de_ch', name: 'German (Switzerland)' },
  { code: 'de_de', name: 'German (Germany)' },
  { code: 'el', name: 'Greek' },
  { code: 'en', name: 'English' },
  { code: 'en_au', name: 'English (Australia)' },
  { code: 'en_ca', name: 'English (Canada)' },
  { code: 'en_gb', name: 'English (United Kingdom)' },
  { code: 'en_us', name: 'English (USA)' },
  { code: 'es', name: 'Spanish' },
  { code: 'es_es', name: 'Spanish (Spain)' },
  { code: 'es_mx', name: 'Spanish (Mexico)' },
  { code: 'es_419', name: 'Spanish (Latin America)' },
  { code: 'et', name: 'Estonian' },
  { code: 'eu', name: 'Basque' },
  { code: 'fa', name: 'Persian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'fr_ca', name: 'French (Canada)' },
  { code: 'fr_fr', name: 'French (France)' },
  { code: 'ga', name: 'Irish' },
  { code: 'gl', name: 'Galician' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'hr', name: 'Croatian' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'id', name: 'Indonesian' },
  { code: 'is', name: 'Icelandic' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'km', name: 'Khmer' },
  { code: 'ko', name: 'Korean' },
  { code: 'lo', name: 'Lao' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'lv', name: 'Latvian' },
  { code: 'mk', name: 'Macedonian' },
  { code: 'ms', name: 'Malay' },
  { code: 'mt', name: 'Maltese' },
  { code: 'my', name: 'Burmese' },
  { code: 'nb', name: 'Norwegian Bokmål' },
  { code: 'nl', name: 'Dutch' },
  { code: 'nl_be', name: 'Dutch (Belgium)' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'pt_br', name: 'Portuguese (Brazil)' },
  { code: 'pt_pt', name: 'Portuguese (Portugal)' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'sk', name: 'Slovak' },
  { code: 'sl', name: 'Slovenian' },
  { code: 'sq', name: 'Albanian' },
  { code: 'sr_latn', name: 'Serbian (Latin)' },
  { code: 'sv', name: 'Swedish' },
  { code: 'sw', name: 'Swahili' },
  { code: 'ta', name: 'Tamil' },
  { code: 'th', name: 'Thai' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'tr', name: 'Turkish' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ur', name: 'Urdu' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'zh_cn', name: 'Chinese (Simplified)' },
  { code: 'zh_hk', name: 'Chinese (Hong Kong)' },
  { code: 'zh_tw', name: 'Chinese (Traditional)' },
];

export const languageNames: ReadonlyMap<string, string> = new Map(
  languageCatalogue.map((language) => [language.code, language.name]),
);

/** A locale's name, or its code where the catalogue lacks it. */
export const localeName = (code: string): string => languageNames.get(code) ?? code;

/** Tessera's locale code in BCP 47, as files write it: en_us -> en-US, sr_latn -> sr-Latn, es_419 -> es-419. */
export function toBcp47(code: string): string {
  const [language = '', ...subtags] = code.split('_');
  const written = subtags.map((subtag) =>
    subtag.length === 2
      ? subtag.toUpperCase()
      : subtag.length === 4
        ? subtag[0]?.toUpperCase() + subtag.slice(1)
        : subtag,
  );
  return [language, ...written].join('-');
}
