// Every message of the specification, word for word; the server and the web show them from here.
// Placeholders are filled with `format(message, {name: value})`.

export const shellMessages = {
  pageNotFound: 'Page not found.',
  errorBoundaryTitle: 'There was an error loading this page',
  errorBoundaryTryAgain: 'Try again',
  unsupportedBrowser:
    'Your browser is not supported. Some features might not work as expected. We recommend you upgrade to a newer browser version.',
  genericFlashHeader: 'Something went wrong.',
  genericFlashContent: 'Please try again. If the issue persists, contact support.',
  genericFlashContentWithError:
    'Please try again. If the issue persists, contact support. Error: {e}',
  healthCheckFailed: 'checking health failed',
  formContainsErrors: 'The form contains errors. Fix them and resubmit.',
  postMortemVendorRequired:
    'You must add ASIN Loc as a vendor before you can enable Sampled Post-Delivery QA',
  scoringModelImportErrorHeader: 'Error importing scoring model file',
  scoringModelImportError: 'There was a problem importing scoring model file: {error}',
  scoringMappingErrorHeader: 'Error mapping scoring models',
  scoringMappingError: 'There was a problem importing scoring model mapping file: {error}',
  scoringModelImported: 'Successfully imported scoring model: {name} (version {version})',
  scoringMappingImported: 'Successfully mapped project templates to scoring models',
  dsarProblemType: 'Data subject access request (DSAR)',
} as const;

export const projectMessages = {
  nameRequired: 'The project name is required',
  nameTooLong: 'The project name must be less than 256 characters',
  templateNameRequired: 'The project template name is required',
  sourceLocaleRequired: 'The source locale is required',
  targetLocalesRequired: 'Choose at least one target locale',
  noteTooLong: 'The note must be less than 8193 characters',
  thresholdWhole: 'Match threshold must be a whole number',
  thresholdMax: 'Match threshold must be less than or equal to 101%',
  thresholdMin: 'Match threshold must be greater than or equal to 0%',
  lengthCharsMin: 'Must be greater than or equal to 1',
  lengthPercentMin: 'Must be greater than or equal to 1%',
  // Ours, in the words of the two above: spec 001 section 9 ends the pseudo-translate length at 200%.
  pseudoLengthMax: 'Must be less than or equal to 200%',
  pseudoLengthMin: 'Must be greater than or equal to 0%',
  filterNameBlank: 'Name cannot be blank.',
  filterNameUsed: 'Name already used. Please select a different name.',
  createFailed: 'Failed to create project: {error}',
  saveFailed: 'Failed to save project: {error}',
  templateCreateFailed: 'Failed to create project template: {e}',
  templateSaveFailed: 'Failed to save project template: {e}',
  loadProjectsFailed: 'Failed to load projects: {error}',
  loadMediaTypesFailed: 'Failed to load media types: {error}',
  loadSubjectsFailed: 'Failed to load subjects: {error}',
  loadLanguagesFailed: 'Failed to load language codes: {error}',
  loadVendorsFailed: 'Failed to load vendors: {error}',
  loadScoringFailed: 'Failed to load scoring data: {error}',
  invalidStatus: 'Failed to change status; invalid status {status}',
  changeStatusFailed: 'Failed to change status: {error}',
  changeStatusManyFailed: 'Failed to change the status of {count} projects',
  deleteFailed: 'Failed to delete project(s): {error}',
  loadFailed: 'Failed: {message}',
  postponeFailed: 'Failed to postpone moving project to the recycle bin: {error}',
  deleteConfirm: 'Do you want to delete project {name}?',
  noProjects: 'No projects found',
  noAnalyses: 'No analyses found',
  defaultWorkflowStep: 'Viewing default workflow step',
  noChanges: 'No changes',
} as const;

export const assetMessages = {
  tbQaNeedsRead:
    '{name}/{locale} requires read permission to be enabled for enabling permissions for QA',
  tbQaNeedsReadAllLocales:
    '{name} requires read permission to be enabled for enabling permissions for QA',
  tmWriteLimit: 'Locale {locale} exceeds the allowed number of TM in write mode (2).',
  tmWriteLimitMany: 'Locale(s) {locales} exceed the allowed number of TM in write mode (2).',
  tmNeedsWrite: '{step}/{locale} must have at least one Translation Memory in write mode',
  referenceFileOrNote: 'Either file or note is required, both are optional.',
  loadTermBasesFailed: 'Failed to load term bases: {error}',
  sourceLocaleNotSpecified: 'Source locale not specified.',
  loadTmSelectionFailed: 'Failed to load translation memory selection table: {error}',
  loadTmsFailed: 'Failed to load translation memories: {error}',
  loadReferencesFailed: 'Failed to load references: {error}',
  noTermBasesFound: 'No term bases found',
  noTermBasesConfigured: 'No term bases configured',
  thereAreNoTermBases: 'There are no term bases configured',
  noTmsFound: 'No translation memories found',
  noTmsConfigured: 'No translation memories configured',
  noTmToConfigure: 'No translation memory to configure',
  noTmsForLocale: 'No translation memories selected for this locale',
  noReferences: 'No references found',
  // Ours: the spec names the confirmation 'Are you sure?' without its text (see docs/decisions.md).
  configureModeSwitch: 'Switching the configuration mode loses the unsaved changes.',
  // Ours: the spec names the references' delete confirmation but not its text.
  deleteReferencesConfirm: 'Do you want to delete {names}?',
} as const;

export const jobMessages = {
  fileRequired: 'At least one file is required',
  targetLocaleRequired: 'At least one target locale is required',
  createFailed: 'Failed to create jobs: {error}',
  waitFailed: 'Failed waiting for job creation: {error}',
  noJobs: 'No jobs found',
  noMatchingJobs: 'No matching jobs found',
  multipleAssigneesAccepted: "Multiple assignees are not allowed in 'Accepted by linguist' state",
  compareWithRequired: 'Compare with is required.',
  subjectBlank: 'The subject may not be blank',
  bodyBlank: 'The email body may not be blank',
  bilingualFileRequired: 'Bilingual file is required',
  unexpectedFileType: 'Unexpected file type',
  scoringFileRequired: 'Scoring file is required',
  auditJobPartRequired: 'Job part ID is required.',
  auditLevelNumeric: 'Workflow step level must be numeric.',
  auditSnapshotRequired: 'Snapshot timestamp is required.',
  editJobsFailed:
    'Please fix the issue and retry. If the issue persists, contact support. Error: {e}',
  loadJobsFailed: 'Failed to load jobs: {err}',
  loadTasksFailed: 'Failed to load background task statuses',
  loadLinguistsFailed: 'Failed to load linguists for filtering',
  loadSegmentMetadataFailed: 'Failed to load segment metadata',
  setStatusFailed: 'Failed to set job status: {detail}',
  downloadScorecardFailed: 'Failed to download scorecard: {error}',
  downloadFailed: 'Failed to download file(s)',
  downloadAnyway: 'Download anyway',
  loadAnalysesFailed: 'Failed to load analyses',
  loadScoringSummaryFailed: 'Failed to load scoring summary',
  noScoringData: 'No scoring data available',
  noScoringInStep: 'No scoring in this workflow step',
  scoringJobNotFound: 'Scoring job not found',
  // Ours: the spec shows a failed load of scoring jobs without its text.
  loadScoresFailed: 'Failed to load scores',
  noSegments: 'There are no segments in this job',
  editorDifferentTargets:
    'Failed to open editor: only files with identical target languages can be joined',
  editorFailedImports: 'Failed to open editor: one or more selected files failed to import',
  editorCompleted: 'Failed to open editor: one or more selected jobs are completed or canceled',
} as const;

// Job operation error codes (details.errorCode) and the text the web shows for each.
export const jobErrorCodes = {
  JobQualityAssuranceUnresolved: 'Unresolved QA warnings.',
  NonBilingualFile: 'The file is not an ATMS supported bilingual table (DOC/DOCX, MXLIFF).',
  JobSegmentsUnconfirmed: 'Less than 100% segments confirmed. Confirm all segments and then retry.',
  JobNotDownloadable:
    'The translated document cannot be exported, please open the job in the CAT tool and check for QA warnings.',
  JobContainsEmptyTargets:
    'Some segments do not have a translation. Please add a translation to all segments and retry.',
} as const;
export type JobErrorCode = keyof typeof jobErrorCodes;

// Job status labels of spec 002 section 9, the one list naming all seven (docs/decisions/jobs.md).
export const jobStatusLabels = {
  NEW: 'New',
  EMAILED: 'Emailed',
  ASSIGNED: 'Accepted',
  DECLINED_BY_LINGUIST: 'Declined',
  COMPLETED_BY_LINGUIST: 'Completed',
  COMPLETED: 'Delivered',
  CANCELLED: 'Cancelled',
} as const;

// Server-side messages of our own (the spec leaves these open; see docs/decisions.md).
export const serverMessages = {
  invalidCredentials: 'Invalid user name or password.',
  tooManyLogins: 'Too many failed logins. Try again in a minute.',
  commonPassword: 'This password is one of the most common ones: choose another.',
  forbiddenJsonKey: 'The key "{key}" is not allowed in JSON.',
  notAuthenticated: 'You are not logged in.',
  csrfMissing: 'The request is missing a valid CSRF token.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  nameRequired: 'The name is required',
  nameTaken: 'The name is already used.',
  userNameTaken: 'The user name is already used.',
  inUse: 'It is still in use and cannot be deleted.',
  internalError: 'Internal server error.',
} as const;

export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

// Web-side messages of our own (the spec leaves these open; see docs/decisions.md).
export const webMessages = {
  noPermission: 'You do not have permission to view this page.',
  errorBoundaryAdvice:
    'Try again, or return to the main page. If the problem persists, clear the cookies of this site and sign in again.',
  cookieConsent: 'We use cookies that keep you signed in and remember your choices.',
  loadFailed: 'Failed to load {what}: {error}',
  noRecords: 'No {records} found',
  created: '{name} was created.',
  saved: '{name} was saved.',
  deleted: '{name} was deleted.',
  deleteConfirm: 'Delete {name}? This cannot be undone.',
  userDisabled: 'The user {name} was disabled.',
  userEnabled: 'The user {name} was enabled.',
  passwordReset: 'The password of {name} was reset.',
  activeLanguagesSaved: 'The active languages were saved.',
  srxImported: 'The segmentation rules {name} were imported from the SRX file.',
  ticketCreated: 'Ticket {id} was created.',
  noTickets: 'No tickets found',
  problemTypeRequired: 'Choose a problem type',
  xlsxOnly: 'Only .xlsx files are accepted',
} as const;

// Web-side messages of our own for the project and template pages (see docs/decisions.md).
export const projectListMessages = {
  movedToRecycleBin: '{names} moved to the Recycle Bin.',
  statusChanged: 'The status of the projects was changed to {status}.',
  restored: '{name} was restored from the Recycle Bin.',
  shared: 'The projects were shared with {vendors}.',
  postponed: 'Moving the project to the Recycle Bin was postponed to {date}.',
  autoDeletionSoon: 'This project moves to the Recycle Bin on {date}.',
  autoDeletionPassed:
    'This project moved to the Recycle Bin on {date}; no jobs can be created in it. It is deleted for good on {recycleDate}.',
  noBinnedProjects: 'The Recycle Bin is empty',
  noTemplates: 'No project templates found',
} as const;

// The job creation wizard's hints (spec 001 section 5) and the texts it words itself
// (see docs/decisions.md).
export const jobCreateMessages = {
  regexpHint: 'A regular expression, e.g. <[^>]+> for tags or %\\w+% for placeholders',
  xpathHint: 'An XPath expression, e.g. //para | //title/@alt',
  elementsHint: 'Element names separated by commas, e.g. p, li, title',
  columnsHint: "'2' only column 2, '-4' columns 1-4, '3-' third to last, '-2,4,7-9' mixed",
  rowsHint: "'2' only row 2, '-4' rows 1-4, '3-' third to last, '-2,4,7-9' mixed",
  delimiterHint: 'The character between columns, e.g. , or ; or \\t for a tab',
  invalidRegexp: 'Not a valid regular expression: {error}',
  invalidDate: 'Enter a date as YYYY/MM/DD',
  supportedFormats: 'Supported: {formats}, and .zip archives of these.',
  allAtOnce: 'All at once',
  selectAll: 'Select all',
  selectAllIncludingHidden: 'Select all, including {count} not shown',
} as const;

// Due dates in both wizards: the format the fields take, in the words the hint shows, and the
// checks of a day typed in or in the past (spec 000 and 001 section 5; see docs/decisions/web.md).
export const dueDateMessages = {
  formatHint: 'YYYY/MM/DD and hh:mm',
  tooEarly: 'Choose a due date from yesterday on.',
  past: 'This due date is in the past.',
  confirmHeader: 'Due date in the past',
  confirm: 'The due date {due} is in the past. Continue anyway?',
  confirmButton: 'Continue',
} as const;

// The project job list's selection across pages and status history (see docs/decisions.md).
export const jobListMessages = {
  pageSelected: 'All {count} jobs on this page are selected.',
  selectAllJobs: 'Select all {count} jobs',
  allSelected: 'All {count} jobs are selected.',
  clearSelection: 'Clear selection',
  selectingAllFailed: 'Failed to select all jobs: {error}',
  statusHistory: 'Status history',
  statusHistoryOf: 'Status history of {fileName} ({targetLocale})',
  loadStatusHistoryFailed: 'Failed to load the status history: {error}',
  noStatusChanges: 'No status changes',
} as const;
