import { TaggedTextBuilder } from '../taggedText.js';
import type { UnitRegistry } from '../unitRegistry.js';
import type { OfficePieces, OfficeSlot, OfficeTag, RunKind, RunProps } from './officeUnit.js';
import { commonProps, propsKey } from './runProps.js';
import { writeRun } from './runWriter.js';

/** The content of a paragraph as runs of text, standalone markup and wrapping elements. */
export type InlineItem =
  | { kind: 'text'; props: RunProps; text: string }
  | { kind: 'standalone'; markup: OfficePieces }
  | { kind: 'wrap'; open: OfficePieces; close: OfficePieces; children: InlineItem[] };

export interface RunUnitOptions {
  runs: RunKind;
  protectedText: RegExp;
  /** Adjacent runs in identical formatting share one tag (msWordJoinSimilarRuns). */
  joinSimilarRuns: boolean;
  /** The original content, written back when the target equals the source. */
  original: OfficePieces;
  /** A plain <t> string of SpreadsheetML, written back as one when it stays untagged. */
  plain?: boolean;
}

function textItems(items: InlineItem[]): Array<InlineItem & { kind: 'text' }> {
  return items.flatMap((item) => {
    if (item.kind === 'text') return [item];
    return item.kind === 'wrap' ? textItems(item.children) : [];
  });
}

/**
 * Makes one unit of a paragraph's runs. Formatting every run shares is the unit's base and needs
 * no tag; runs formatted otherwise become paired tags. Because the base is what all runs share, a
 * translation written back and read again gets the same tags.
 */
export function buildRunUnit(
  items: InlineItem[],
  registry: UnitRegistry,
  options: RunUnitOptions,
): OfficeSlot | undefined {
  const texts = textItems(items);
  if (!texts.some((item) => /\S/.test(item.text))) return undefined;
  const base = commonProps(texts.map((item) => item.props));
  const baseKey = propsKey(base);
  const builder = new TaggedTextBuilder<OfficeTag>(options.protectedText);
  const emit = (list: InlineItem[]): void => {
    let current: { key: string; id: string } | undefined;
    const closeCurrent = (): void => {
      if (current) builder.close(current.id);
      current = undefined;
    };
    for (const item of list) {
      if (item.kind === 'standalone') {
        builder.standalone({ kind: 'standalone', markup: item.markup });
      } else if (item.kind === 'wrap') {
        closeCurrent();
        const id = builder.open({ kind: 'wrap', open: item.open, close: item.close });
        emit(item.children);
        builder.close(id);
      } else {
        const key = propsKey(item.props);
        if (key === baseKey) closeCurrent();
        else if (!current || current.key !== key || !options.joinSimilarRuns) {
          closeCurrent();
          current = { key, id: builder.open({ kind: 'format', props: item.props }) };
        }
        builder.text(item.text, (text) => ({
          kind: 'standalone',
          markup: [writeRun(options.runs, item.props, text)],
        }));
      }
    }
    closeCurrent();
  };
  emit(items);
  if (!builder.hasText) return undefined;
  const id = registry.add(builder.source, { segment: true });
  return {
    id,
    source: builder.source,
    original: options.original,
    tags: builder.tags,
    context: { kind: 'runs', runs: options.runs, base, plain: options.plain ?? false },
  };
}
