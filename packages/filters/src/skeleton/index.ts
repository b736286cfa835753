export { writeSkeleton, readSkeleton } from './skeleton.js';
export { JsonBytes } from './jsonBytes.js';
export {
  writeTextPieces,
  upgradeTextPieces,
  type StoredTextPiece,
  type TextContext,
  type TextPiece,
  type TextSlot,
  type TextUnitWriter,
} from './textSlots.js';
