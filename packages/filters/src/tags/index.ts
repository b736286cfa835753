export { compileUserRegexp, matchesWhole } from './userRegexp.js';
export {
  TaggedTextBuilder,
  firstFreeTagNumber,
  protectTags,
  renderTaggedText,
  type TagMarkup,
} from './taggedText.js';
export { alignTargetTags, type TagsOfText } from './alignTags.js';
