import { describe, expect, it } from 'vitest';
import { parseSrx, srxRulesForLocale, SrxError } from './srx.js';
import { segmentText } from './segmentText.js';

const srx = `<?xml version="1.0" encoding="UTF-8"?>
<srx xmlns="http://www.lisa.org/srx20" version="2.0">
  <header segmentsubflows="yes" cascade="yes"/>
  <body>
    <languagerules>
      <languagerule languagerulename="English">
        <rule break="no"><beforebreak>\\bApp\\.</beforebreak><afterbreak>\\s</afterbreak></rule>
      </languagerule>
      <languagerule languagerulename="Default">
        <rule break="yes"><beforebreak>[;]</beforebreak><afterbreak>\\s</afterbreak></rule>
        <rule><beforebreak>&lt;br&gt;</beforebreak><afterbreak></afterbreak></rule>
      </languagerule>
    </languagerules>
    <maprules>
      <languagemap languagepattern="EN.*" languagerulename="English"/>
      <languagemap languagepattern=".*" languagerulename="Default"/>
    </maprules>
  </body>
</srx>`;

describe('parseSrx', () => {
  it('reads language rules, maps and the cascade flag', () => {
    const document = parseSrx(srx);
    expect(document.cascade).toBe(true);
    expect(document.languageRules).toEqual([
      { name: 'English', rules: [{ break: false, before: '\\bApp\\.', after: '\\s' }] },
      {
        name: 'Default',
        rules: [
          { break: true, before: '[;]', after: '\\s' },
          { break: true, before: '<br>', after: '' },
        ],
      },
    ]);
    expect(document.languageMaps).toEqual([
      { pattern: 'EN.*', ruleName: 'English' },
      { pattern: '.*', ruleName: 'Default' },
    ]);
  });

  it('cascades the rules of every matching map, or takes the first without cascade', () => {
    const document = parseSrx(srx);
    expect(srxRulesForLocale(document, 'en-US')).toHaveLength(3);
    expect(srxRulesForLocale(document, 'de')).toHaveLength(2);
    expect(srxRulesForLocale({ ...document, cascade: false }, 'en-US')).toHaveLength(1);
  });

  it('segments with the rules it read', () => {
    const rules = srxRulesForLocale(parseSrx(srx), 'en');
    expect(segmentText('See App. 3; then stop', 'en', rules).sentences.map((s) => s.text)).toEqual([
      'See App. 3;',
      'then stop',
    ]);
  });

  it('refuses entity declarations, broken XML and other documents', () => {
    expect(() =>
      parseSrx('<!DOCTYPE srx [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><srx>&b;</srx>'),
    ).toThrow(/declares entities/);
    expect(() => parseSrx('<srx><body></srx>')).toThrow(/not valid XML/);
    expect(() => parseSrx('<html/>')).toThrow(/not an SRX document/);
    expect(() => parseSrx('')).toThrow(SrxError);
  });
});
