import { escapeXmlText } from '../xmlEscape.js';
import { withStartTagAttribute } from '../../targetLanguage/index.js';
import { writeRunProps } from './runProps.js';
import type { RunKind, RunProps } from './officeUnit.js';

/** Run text in a run's vocabulary; tabs and line ends become the format's own elements. */
export function writeRun(kind: RunKind, props: RunProps, text: string): string {
  const rPr = writeRunProps(props);
  if (kind === 'x') return `<r>${rPr}<t xml:space="preserve">${escapeXmlText(text)}</t></r>`;
  if (kind === 'a') {
    return text
      .split('\n')
      .map((line) => `<a:r>${rPr}<a:t>${escapeXmlText(line)}</a:t></a:r>`)
      .join('<a:br/>');
  }
  const content = text
    .split(/([\t\n])/)
    .filter((part) => part !== '')
    .map((part) => {
      if (part === '\t') return '<w:tab/>';
      if (part === '\n') return '<w:br/>';
      return `<w:t xml:space="preserve">${escapeXmlText(part)}</w:t>`;
    })
    .join('');
  return `<w:r>${rPr}${content}</w:r>`;
}

/** Sets the target font on Word run properties (msWordTargetFont), after any character style. */
export function withWordFont(props: RunProps, font: string): RunProps {
  const quoted = escapeXmlText(font).replaceAll('"', '&quot;');
  const fonts = `<w:rFonts w:ascii="${quoted}" w:hAnsi="${quoted}" w:eastAsia="${quoted}" w:cs="${quoted}"/>`;
  const children = props.children.filter((child) => !child.startsWith('<w:rFonts'));
  const afterStyle = children[0]?.startsWith('<w:rStyle') ? 1 : 0;
  children.splice(afterStyle, 0, fonts);
  return { element: 'w:rPr', attributes: props.attributes, children };
}

// CT_RPr keeps its children in schema order: w:lang comes before these three.
const afterWordLang = ['<w:eastAsianLayout', '<w:specVanish', '<w:oMath'];
const eastAsian = /^(zh|ja|ko)\b/;
const bidi = /^(ar|he|fa|ur|yi|ps|sd|ug|dv)\b/;

// Word names a language per script: East Asian and right-to-left ones have attributes of their own.
const wordLangAttribute = (language: string) =>
  eastAsian.test(language) ? 'eastAsia' : bidi.test(language) ? 'bidi' : 'val';

/** styles.xml with the document's default language (w:docDefaults' w:lang) set to the target. */
export function withWordDefaultLanguage(styles: string, language: string): string {
  const defaults = /<w:docDefaults[\s>][\s\S]*?<\/w:docDefaults>/.exec(styles);
  if (!defaults) return styles;
  const block = withStartTagAttribute(
    defaults[0],
    'lang',
    `w:${wordLangAttribute(language)}`,
    language,
  );
  return (
    styles.slice(0, defaults.index) + block + styles.slice(defaults.index + defaults[0].length)
  );
}

/** presentation.xml with the default language of its text styles (p:defaultTextStyle's lang) set to the target. */
export function withSlidesDefaultLanguage(presentation: string, language: string): string {
  const defaults = /<p:defaultTextStyle[\s>][\s\S]*?<\/p:defaultTextStyle>/.exec(presentation);
  if (!defaults) return presentation;
  const block = withStartTagAttribute(defaults[0], 'defRPr', 'lang', language);
  return (
    presentation.slice(0, defaults.index) +
    block +
    presentation.slice(defaults.index + defaults[0].length)
  );
}

/** Marks a written run as the target language: w:lang in Word, the lang attribute in DrawingML. */
export function withRunLanguage(kind: RunKind, props: RunProps, language: string): RunProps {
  const value = escapeXmlText(language).replaceAll('"', '&quot;');
  if (kind === 'a')
    return {
      element: 'a:rPr',
      attributes: [
        ...props.attributes.filter((item) => !item.startsWith('lang=')),
        `lang="${value}"`,
      ],
      children: props.children,
    };
  if (kind !== 'w') return props;
  const lang = `<w:lang w:${wordLangAttribute(language)}="${value}"/>`;
  const children = props.children.filter((child) => !child.startsWith('<w:lang'));
  const at = children.findIndex((child) => afterWordLang.some((name) => child.startsWith(name)));
  children.splice(at === -1 ? children.length : at, 0, lang);
  return { element: 'w:rPr', attributes: props.attributes, children };
}
