// Abbreviations after which a full stop does not end a sentence, by language subtag; '|' separates them.
const abbreviationsByLanguage: Record<string, string> = {
  en:
    'Mr.|Mrs.|Ms.|Dr.|Prof.|Sr.|Jr.|St.|Mt.|Gen.|Col.|Capt.|e.g.|i.e.|etc.|vs.|No.|' +
    'Nos.|Fig.|fig.|approx.|Inc.|Ltd.|Co.|Corp.|Jan.|Feb.|Mar.|Apr.|Jun.|Jul.|Aug.|' +
    'Sep.|Sept.|Oct.|Nov.|Dec.|a.m.|p.m.|U.S.|cf.|al.|ca.|Vol.|p.|pp.',
  de:
    'z. B.|z.B.|d. h.|d.h.|u. a.|u.a.|usw.|bzw.|ca.|Nr.|Dr.|Prof.|Hr.|Fr.|vgl.|ggf.|' +
    'evtl.|inkl.|exkl.|Str.|S.|Abb.|Tel.|bspw.|sog.|u. U.|z. T.|o. ä.|Jh.|Mio.|Mrd.',
  fr:
    'M.|MM.|Mme.|Mlle.|Dr.|Pr.|p. ex.|cf.|etc.|env.|av.|apr.|J.-C.|' +
    'No.|boul.|St.|Ste.|éd.|vol.|p.',
  es: 'Sr.|Sra.|Srta.|Dr.|Dra.|Ud.|Uds.|etc.|p. ej.|pág.|núm.|Av.|aprox.|dcha.|izq.|Vd.',
  it: 'Sig.|Sig.ra|Dott.|Dott.ssa|Prof.|ecc.|es.|pag.|n.|ca.',
  nl: 'dhr.|mevr.|bijv.|b.v.|d.w.z.|enz.|o.a.|nr.|blz.|ca.',
  pt: 'Sr.|Sra.|Dr.|Dra.|p. ex.|etc.|pág.|nº.|Av.|aprox.',
  pl: 'np.|tzn.|itd.|itp.|ok.|ul.|nr.|dr.|prof.|tj.|m.in.',
  cs: 'např.|tzn.|atd.|apod.|č.|ul.|tj.|mj.|resp.',
  ru: 'т. е.|т.е.|т. д.|т. п.|и т. д.|г.|гг.|ул.|д.|стр.|рис.',
};

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<string, RegExp | null>();

/** A pattern finding the language's abbreviations, with any run of spaces inside them. */
export function abbreviationPattern(locale: string): RegExp | null {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!patternCache.has(language)) {
    const abbreviations = abbreviationsByLanguage[language]?.split('|');
    patternCache.set(
      language,
      abbreviations
        ? new RegExp(
            `(?<![\\p{L}\\p{N}])(?:${abbreviations
              .sort((a, b) => b.length - a.length)
              .map((abbreviation) => escapeForPattern(abbreviation).replace(/ /g, '\\s+'))
              .join('|')})`,
            'gu',
          )
        : null,
    );
  }
  return patternCache.get(language) ?? null;
}
