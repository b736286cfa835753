export { GrowingBytes, writeSkeleton, readSkeleton } from './skeleton.js';
export {
  writeTextPieces,
  upgradeTextPieces,
  type StoredTextPiece,
  type TextContext,
  type TextPiece,
  type TextSlot,
  type TextUnitWriter,
} from './textSlots.js';
