export { mayDeleteProject, mayEditProject, type ProjectActor } from './projectRights.js';
