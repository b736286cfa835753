export {
  writeSkeleton,
  readSkeleton,
  mergeParts,
  type UnitSlot,
  type SkeletonPart,
} from './skeleton.js';
