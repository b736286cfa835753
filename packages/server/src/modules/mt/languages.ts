import type { MtEngine } from '@tessera/contracts';

// Tessera's codes are lower-case with an underscore (en, pt_br, zh_tw); each provider spells
// languages its own way, and some need a variant where Tessera has only the base language.

function parts(code: string): { base: string; region: string } {
  const [base = '', region = ''] = code.toLowerCase().split(/[_-]/);
  return { base, region };
}

const traditionalChinese = new Set(['tw', 'hk', 'mo', 'hant']);

function deepl(code: string, role: 'source' | 'target'): string {
  const { base, region } = parts(code);
  const upper = base === 'no' ? 'NB' : base.toUpperCase();
  // DeepL takes source languages without variant and needs one for English and Portuguese targets.
  if (role === 'source') return upper;
  if (base === 'en')
    return ['gb', 'au', 'ie', 'nz', 'za', 'in'].includes(region) ? 'EN-GB' : 'EN-US';
  if (base === 'pt') return region === 'br' ? 'PT-BR' : 'PT-PT';
  if (base === 'zh') return traditionalChinese.has(region) ? 'ZH-HANT' : 'ZH-HANS';
  return upper;
}

function google(code: string): string {
  const { base, region } = parts(code);
  if (base === 'zh') return traditionalChinese.has(region) ? 'zh-TW' : 'zh-CN';
  if (base === 'pt' && region === 'pt') return 'pt-PT';
  if (base === 'fr' && region === 'ca') return 'fr-CA';
  return base;
}

function microsoft(code: string): string {
  const { base, region } = parts(code);
  if (base === 'zh') return traditionalChinese.has(region) ? 'zh-Hant' : 'zh-Hans';
  if (base === 'pt' && region === 'pt') return 'pt-PT';
  if (base === 'fr' && region === 'ca') return 'fr-CA';
  if (base === 'no') return 'nb';
  return base;
}

function libreTranslate(code: string): string {
  return parts(code).base;
}

/** The language code an engine understands for a Tessera language code. */
export function engineLanguage(engine: MtEngine, code: string, role: 'source' | 'target'): string {
  switch (engine) {
    case 'DEEPL':
      return deepl(code, role);
    case 'GOOGLE':
      return google(code);
    case 'MICROSOFT':
      return microsoft(code);
    case 'LIBRETRANSLATE':
      return libreTranslate(code);
  }
}
