import { escapeXmlText } from '../xmlEscape.js';
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
  const script = eastAsian.test(language) ? 'eastAsia' : bidi.test(language) ? 'bidi' : 'val';
  const lang = `<w:lang w:${script}="${value}"/>`;
  const children = props.children.filter((child) => !child.startsWith('<w:lang'));
  const at = children.findIndex((child) => afterWordLang.some((name) => child.startsWith(name)));
  children.splice(at === -1 ? children.length : at, 0, lang);
  return { element: 'w:rPr', attributes: props.attributes, children };
}
