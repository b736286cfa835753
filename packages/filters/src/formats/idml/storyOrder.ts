import { attribute, descendants, type XmlDocument, type XmlElement } from '../../xml/xmlTree.js';
import type { IdmlSettings } from './idmlSettings.js';

/** A text frame as a spread places it: the story it shows, its layer and its top-left corner. */
interface Frame {
  story: string;
  layer: string | undefined;
  top: number;
  left: number;
}

export interface Layout {
  /** designmap.xml's Layer elements by Self. */
  layers: Map<string, { visible: boolean; locked: boolean }>;
  spreads: XmlDocument[];
  masterSpreads: XmlDocument[];
  /** Story Self ids in designmap.xml order. */
  stories: string[];
}

type Matrix = [number, number, number, number, number, number];

function matrixOf(element: XmlElement): Matrix {
  const values = (attribute(element, 'ItemTransform') ?? '').split(/\s+/).map(Number);
  return values.length === 6 && values.every(Number.isFinite)
    ? (values as Matrix)
    : [1, 0, 0, 1, 0, 0];
}

const apply = ([a, b, c, d, tx, ty]: Matrix, [x, y]: [number, number]): [number, number] => [
  a * x + c * y + tx,
  b * x + d * y + ty,
];

// Frames are placed by their own ItemTransform and those of the groups around them, up to the spread.
function framePosition(frame: XmlElement): { top: number; left: number } {
  const anchors = [...descendants(frame)]
    .filter((element) => element.name === 'PathPointType')
    .map((point) => (attribute(point, 'Anchor') ?? '0 0').split(/\s+/).map(Number))
    .map(([x = 0, y = 0]): [number, number] => [x, y]);
  const points = (anchors.length > 0 ? anchors : [[0, 0] as [number, number]]).map((point) => {
    let placed = point;
    for (let at: XmlElement | undefined = frame; at && at.name !== 'Spread'; at = at.parent)
      placed = apply(matrixOf(at), placed);
    return placed;
  });
  return {
    top: Math.min(...points.map(([, y]) => y)),
    left: Math.min(...points.map(([x]) => x)),
  };
}

function layerOf(frame: XmlElement): string | undefined {
  for (let at: XmlElement | undefined = frame; at; at = at.parent) {
    const layer = attribute(at, 'ItemLayer');
    if (layer) return layer;
  }
  return undefined;
}

/** Text frames of each spread, top to bottom then left to right (file order on a tie). */
function framesOf(spreads: XmlDocument[]): Frame[] {
  return spreads.flatMap((spread) =>
    [...descendants(spread.root)]
      .filter((element) => element.name === 'TextFrame' && attribute(element, 'ParentStory'))
      .map((frame) => ({
        story: attribute(frame, 'ParentStory') ?? '',
        layer: layerOf(frame),
        ...framePosition(frame),
      }))
      .sort((a, b) => a.top - b.top || a.left - b.left),
  );
}

/**
 * The stories to translate, in reading order: those on the spreads by their first frame, then
 * those only on master spreads (idmlExtractMasterSpreads), then those no frame shows (anchored in
 * other stories, or unplaced) in designmap.xml order. A story whose every frame lies on an
 * invisible or locked layer is left out unless the settings ask for those layers.
 */
export function storyOrder(layout: Layout, settings: IdmlSettings): string[] {
  const skippedLayer = (id: string | undefined): boolean => {
    const layer = id === undefined ? undefined : layout.layers.get(id);
    return (
      layer !== undefined &&
      ((!layer.visible && !settings.extractInvisibleLayers) ||
        (layer.locked && !settings.extractLockedLayer))
    );
  };
  const pageFrames = framesOf(layout.spreads);
  const masterFrames = framesOf(layout.masterSpreads);
  const shown = (frames: Frame[]): string[] =>
    frames.filter((frame) => !skippedLayer(frame.layer)).map((frame) => frame.story);
  const framed = new Set([...pageFrames, ...masterFrames].map((frame) => frame.story));
  const onPages = new Set(pageFrames.map((frame) => frame.story));
  const order = [
    ...shown(pageFrames),
    ...(settings.extractMasterSpreads
      ? shown(masterFrames).filter((story) => !onPages.has(story))
      : []),
    ...layout.stories.filter((story) => !framed.has(story)),
  ];
  return [...new Set(order)].filter((story) => layout.stories.includes(story));
}
