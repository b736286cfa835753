import { toBcp47 } from '@tessera/contracts';

// The header is the first entry when its msgid is empty; its msgstr lines are "Name: value\n".
const headerEntry = /^msgid ""\r?\nmsgstr ""(\r?\n)((?:"[^\r\n]*"\r?\n?)*)/m;

/** The PO header's Language set to the target, gettext style (de_DE); a file without a header is left as is. */
export function withPoLanguage(text: string, targetLocale: string | undefined): string {
  const header = targetLocale ? headerEntry.exec(text) : null;
  if (!targetLocale || !header || /^msgid /m.test(text.slice(0, header.index))) return text;
  const [whole, lineEnding = '\n', fields = ''] = header;
  const line = `"Language: ${toBcp47(targetLocale).replaceAll('-', '_')}\\n"`;
  const written = /^"Language:[^\r\n]*"$/m.test(fields)
    ? fields.replace(/^"Language:[^\r\n]*"$/m, line)
    : `${line}${lineEnding}${fields}`;
  const start = header.index + whole.length - fields.length;
  return text.slice(0, start) + written + text.slice(header.index + whole.length);
}
