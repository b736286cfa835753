export {
  readBilingualDocx,
  readMxliff,
  type BilingualFileContent,
  type BilingualFileSegment,
} from './readBilingual.js';
