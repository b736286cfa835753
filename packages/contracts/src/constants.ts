// Business constants and limits of the specification (000/001/002 section 9).
export const BACKGROUND_TASK_POLL_MS = 1000;
export const PAGE_SIZE_OPTIONS = [5, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const OWNER_LIST_PAGE_SIZE = 1000;
export const TEMPLATE_PICKER_PAGE_SIZE = 60;
export const RECYCLE_BIN_RETENTION_DAYS = 30;
export const NARROW_LAYOUT_MAX_WIDTH = 1000;
export const FORM_MAX_WIDTH = 800;
export const FORM_MIN_WIDTH = 280;
export const DEFAULT_HEALTH_ENV = 'beta2';
export const COOKIE_CONSENT_CUTOFF = '2024-06-25';
// Legacy pages load from this path of the web host (spec 002 "Legacy page embedding").
export const LEGACY_PAGE_PREFIX = '/legacy';
export const PROJECT_NAME_MAX = 255;
export const NOTE_MAX = 8192;
export const TM_WRITE_LIMIT = 2;
export const TM_PER_PROJECT_LIMIT = 10;
export const TM_PENALTIES = [0, 1, 2, 3, 4, 5, 10, 20, 30] as const;
export const DEFAULT_WORKFLOW_STEP_ID = -1;
export const DEFAULT_WORKFLOW_STEP_LABEL = 'Default';
export const DEFAULT_SCORING_MODEL_LABEL = 'External';
export const PROGRESS_CAP = 99.9;
// Pseudo-translate length as a share of the source: 0.1 to 2 (10% to 200%), default 1.
export const PSEUDO_TRANSLATE_LENGTH_MAX = 2;
export const DUE_IN_HOURS_PROJECTS = [-1, 4, 8, 24, 72] as const;
export const DUE_IN_HOURS_PROJECT_JOBS = [0, 4, 8, 24, 36] as const;
export const CREATED_IN_LAST_HOURS = [24, 72, 168, 720] as const;
export const NOTIFY_INTERVALS_MINUTES = [0, 1, 5, 10, 20, 40, 60, 360, 720, 1440] as const;
// Organization ids that show the dynamic-assignment note in template mode, per environment.
export const DYNAMIC_ASSIGNMENT_ORG_IDS: Record<string, readonly number[]> = {
  production: [15, 172],
  staging: [29, 124],
  dev: [-2, 5],
  local: [-2, 3],
};
// A login failing this many times a minute from one address is refused with 429.
export const LOGIN_FAILURES_PER_MINUTE = 10;
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'tessera_session';
