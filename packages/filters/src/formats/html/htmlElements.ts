/** Phrasing elements that stay inside a unit as tags. */
export const inlineElements = new Set(
  'a abbr acronym b bdi bdo big br button cite code data del dfn em font i img input ins kbd label mark nobr q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);

/** Inline elements without content: standalone tags. */
export const voidInlineElements = new Set(['br', 'img', 'input', 'wbr']);

/** Every other element HTML defines; an element outside both lists is "unknown". */
export const blockElements = new Set(
  'address area article aside audio base blockquote body canvas caption col colgroup datalist dd details dialog dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe legend li link main map math menu meta meter nav noframes noscript object ol optgroup option output p param picture pre progress rp rt ruby script search section select slot source style summary svg table tbody td template textarea tfoot th thead title tr track ul video'.split(
    ' ',
  ),
);

/** Elements whose content is never translated. */
export const alwaysExcluded = new Set(['script', 'style', 'template']);

/** Attributes whose values are text for readers. */
export const translatableAttributes = new Set([
  'alt',
  'title',
  'placeholder',
  'aria-label',
  'label',
]);

/** Elements where whitespace is content. */
export const whitespaceElements = new Set(['pre', 'textarea', 'listing', 'plaintext']);
