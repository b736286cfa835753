// What other modules use of assetStore: they enter it only here (.dependency-cruiser.cjs).
export { assetOfTask, uploadFields, uploadImportOf } from './importTask.js';
export { countsByAsset, lookupOf, ownershipOf, perLanguage } from './present.js';
export { lookupBelongs, updateAsset } from './queries.js';
export { assetStoreOf, keepLangsWithContent } from './service.js';
