// Machine translation: what other modules use of it; they enter it only here (.dependency-cruiser.cjs).
export type { MtEngineSettings } from './engine.js';
export { MtError } from './errors.js';
export type { MtRequestOptions, RetryPolicy } from './http.js';
export { projectMtSettings, type ProjectMtSettings } from './projectSettings.js';
export { machineTranslate, type MachineTranslateOptions, mtEngineReady } from './translate.js';
