import {
  RECYCLE_BIN_RETENTION_DAYS,
  TM_PER_PROJECT_LIMIT,
  TM_WRITE_LIMIT,
} from '@tessera/contracts';

// Where the documentation lives: internal users read the internal edition (see docs/decisions.md).
export const INTERNAL_DOCS_BASE = 'https://docs.tessera.example/internal';
export const EXTERNAL_DOCS_BASE = 'https://docs.tessera.example';

export interface HelpSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface HelpEntry {
  id: string;
  /** Route patterns (react-router syntax) whose page this entry explains. */
  routes?: readonly string[];
  /** URL hashes (without '#') that select this entry, e.g. a wizard step. */
  hashes?: readonly string[];
  title: string;
  paragraphs: readonly string[];
  /** Replaces paragraphs for linguists, who see a reduced page. */
  linguistParagraphs?: readonly string[];
  sections?: readonly HelpSection[];
  /** Pages of the app the entry points to. */
  appLinks?: ReadonlyArray<{ text: string; href: string }>;
  /** Documentation pages, under the internal or the external documentation base. */
  docs?: ReadonlyArray<{ text: string; path: string }>;
}

const projectStatuses =
  'A project is New, Assigned, Completed or Cancelled. You can set a project to Completed, Cancelled or New; Assigned follows from its jobs.';
const recycleBin = `Deleted projects go to the recycle bin, where they stay for ${RECYCLE_BIN_RETENTION_DAYS} days before they are deleted for good.`;
const machineTranslation =
  'Machine Translation runs for segments whose translation memory matches are below 70%.';
const tmLimit = `Up to ${TM_PER_PROJECT_LIMIT} TMs can be assigned per project, at most ${TM_WRITE_LIMIT} of them in write mode per locale and workflow step.`;
const setupLink = { text: 'Setup', href: '/web/setup/index' };

export const helpCatalogue: readonly HelpEntry[] = [
  {
    id: 'project-detail',
    routes: ['/web/project2/show/:uid', '/web/project/show/:uid', '/web/project/detail/:uid'],
    title: 'Project',
    paragraphs: ['The project page gathers everything about one project.', projectStatuses],
    sections: [
      { heading: 'Info', paragraphs: ['Dates, owners, languages and settings of the project.'] },
      {
        heading: 'Jobs',
        paragraphs: ['Create, assign, email, split and download jobs, and change their status.'],
      },
      { heading: 'Analyses', paragraphs: ['Run and view analyses of the jobs.'] },
      { heading: 'Scoring', paragraphs: ['Scores and pass or fail of the scoring steps.'] },
      {
        heading: 'Translation memories',
        paragraphs: ['The TMs the project reads from and writes to.', tmLimit],
      },
      { heading: 'Term bases', paragraphs: ['The term bases used for terminology and QA.'] },
      {
        heading: 'Reference files',
        paragraphs: ['Files that help linguists understand the text.'],
      },
    ],
    docs: [{ text: 'Projects', path: '/projects' }],
  },
  {
    id: 'select-translation-memories',
    routes: ['/web/selectTranslationMemoryWorkflow/:projectUid'],
    title: 'Select translation memories',
    paragraphs: [
      'Choose the translation memories of each target locale and workflow step.',
      tmLimit,
    ],
    docs: [{ text: 'Translation memories', path: '/translation-memories' }],
  },
  {
    id: 'select-term-bases',
    routes: ['/web/selectTermBaseWorkflow/:projectUid'],
    title: 'Select term bases',
    paragraphs: ['Choose the term bases of each target locale, with read, write, QA and priority.'],
    docs: [{ text: 'Term bases', path: '/term-bases' }],
  },
  {
    id: 'analysis-create',
    routes: ['/web/analysis/create/:uid'],
    title: 'Create analysis',
    paragraphs: ['An analysis counts segments, words and characters per match band.'],
    docs: [{ text: 'Analyses', path: '/analyses' }],
  },
  {
    id: 'analysis-show',
    routes: ['/web/analyse/show/:id', '/web/analyse/edit'],
    title: 'Analysis',
    paragraphs: [
      'The segments, words and characters of each match band, per job and in total, with each band’s share of the words.',
      'Repetitions repeat an earlier segment of the analysis; internal fuzzy matches resemble one. 101% matches also share the context of the translation memory unit.',
      'Download the analysis as CSV or XLSX, or rename it.',
    ],
    docs: [{ text: 'Analyses', path: '/analyses' }],
  },
  {
    id: 'pretranslate',
    routes: ['/web/pretranslate/:uid'],
    title: 'Pre-translate',
    paragraphs: [
      'Pre-translation fills empty targets from translation memories, then from machine translation.',
      machineTranslation,
      tmLimit,
    ],
    docs: [{ text: 'Pre-translation', path: '/pre-translation' }],
  },
  {
    id: 'pseudo-translate',
    routes: ['/web/pseudoTranslate/:projectUid'],
    title: 'Pseudo-translate',
    paragraphs: [
      'Pseudo-translation fills the targets of the selected jobs with the prefix, the source text padded with the replacement character or cut to the chosen length, and the suffix; tags stay in place.',
      'Download the completed files to check that the layout has room for longer translations and that every text is translatable.',
    ],
    docs: [{ text: 'Pseudo-translation', path: '/pseudo-translation' }],
  },
  {
    id: 'upload-bilingual-file',
    routes: ['/web/uploadBilingualFile/:uid'],
    title: 'Upload bilingual file',
    paragraphs: ['Upload an MXLIFF or DOCX bilingual file to update the targets of its jobs.'],
    docs: [{ text: 'Bilingual files', path: '/bilingual-files' }],
  },
  {
    id: 'split-file',
    routes: ['/web/splitFileWorkflow/:projectUid'],
    title: 'Split file',
    paragraphs: [
      'Split each selected job into parts: into a number of parts, every so many segments or words, or after the segments you list. Each part is a job of its own with its own assignees and due date.',
      'The completed file of any part is the whole original file, with the translations of every part.',
    ],
    docs: [{ text: 'Splitting files', path: '/split-file' }],
  },
  {
    id: 'email-jobs',
    routes: ['/web/emailJobsWorkflow/:uid'],
    title: 'Email jobs',
    paragraphs: ['Send the assigned linguists an email about their jobs, from an email template.'],
    docs: [{ text: 'Emailing jobs', path: '/email-jobs' }],
  },
  {
    id: 'project-list',
    routes: [
      '/web/project/list',
      '/web/project/listDev',
      '/web/project/recycleBin',
      '/web/project/batchAssignVendor',
    ],
    title: 'Projects',
    paragraphs: [
      'Filter, sort and select projects, and create new ones.',
      projectStatuses,
      recycleBin,
    ],
    linguistParagraphs: [
      'The projects you work on. Filter them by name, creation date and owner.',
      'Linguists cannot create projects or change their status.',
    ],
    docs: [{ text: 'Project list', path: '/project-list' }],
  },
  {
    id: 'linguist-job-list',
    routes: ['/web/job/list'],
    title: 'Jobs',
    paragraphs: [
      'The jobs assigned to you, across projects. New also lists emailed jobs; Completed also lists delivered ones.',
      'Filter by file, target language and due date; accept, decline or complete the selected jobs, open them in the editor, or create a ticket about one.',
    ],
    docs: [{ text: 'Linguist job list', path: '/linguist-job-list' }],
  },
  {
    id: 'job-offers',
    routes: ['/web/job/offers'],
    title: 'Job offers',
    paragraphs: [
      'Jobs that project managers offered to the vendors you act for. Accept a job to take it for the vendor: the job is assigned to the vendor and accepted. Decline it to leave it to the other vendors; when every vendor declines, the offer closes.',
      'Only one vendor gets a job: once one accepts, the offer disappears for the others.',
    ],
  },
  {
    id: 'edit-jobs',
    routes: ['/web/project2/editJobs'],
    title: 'Edit jobs',
    paragraphs: ['Change the due dates, assignees and status of several jobs at once.'],
    appLinks: [{ text: 'Timezone settings', href: '/web/setup/timezoneSettings' }],
    docs: [{ text: 'Editing jobs', path: '/edit-jobs' }],
  },
  {
    id: 'project-create',
    routes: ['/web/project/create/*', '/web/project/edit/:projectUid'],
    title: 'Project settings',
    paragraphs: ['Only the project details are required; every other step is optional.'],
    sections: [
      { heading: 'Details', paragraphs: ['Name, languages, workflow steps, due date and owner.'] },
      {
        heading: 'Assets',
        paragraphs: ['Term bases, translation memories and references.', tmLimit],
      },
      { heading: 'Pre-translate', paragraphs: [machineTranslation] },
      { heading: 'Analysis', paragraphs: ['What the default analysis counts.'] },
      { heading: 'Quality', paragraphs: ['The QA checks run on segments and jobs.'] },
      {
        heading: 'Access and automation',
        paragraphs: ['What linguists may do, and how the project status follows its jobs.'],
      },
      { heading: 'Review', paragraphs: ['Only the changed settings are listed.'] },
    ],
    appLinks: [setupLink],
    docs: [{ text: 'Project settings', path: '/project-settings' }],
  },
  {
    id: 'project-create-main',
    hashes: ['project-create-main'],
    title: 'Project details',
    paragraphs: ['Name, source and target languages, workflow steps, due date, owner and note.'],
    appLinks: [setupLink],
    docs: [{ text: 'Project details', path: '/project-settings#details' }],
  },
  {
    id: 'project-create-pretranslate',
    hashes: ['project-create-pretranslate'],
    title: 'Pre-translate settings',
    paragraphs: [machineTranslation, tmLimit],
    appLinks: [setupLink],
    docs: [{ text: 'Pre-translation', path: '/pre-translation' }],
  },
  {
    id: 'project-template-create',
    routes: [
      '/web/projectTemplate/create/*',
      '/web/projectTemplate/edit/:projectTemplateId',
      '/web/projectTemplate/list',
    ],
    title: 'Project template',
    paragraphs: ['A template holds project settings and assets to start new projects from.'],
    appLinks: [setupLink],
    docs: [{ text: 'Project templates', path: '/project-templates' }],
  },
  {
    id: 'translation-memories',
    routes: ['/web/transMemory/list', '/web/transMemory/create', '/web/transMemory/show/:id'],
    title: 'Translation memories',
    paragraphs: [
      'A translation memory keeps every confirmed translation as a unit of source and target text, so that it is never paid for twice.',
      'Import TMX files (or a .zip of them) to fill a memory; the import runs in the background. Export writes the memory as TMX.',
      'Public memories of other organizations can be read and used, but not changed.',
      tmLimit,
    ],
    linguistParagraphs: ['The units of a translation memory, to read and search.'],
    docs: [{ text: 'Translation memories', path: '/translation-memories' }],
  },
  {
    id: 'term-bases',
    routes: ['/web/termBase/list', '/web/termBase/create', '/web/termBase/show/:tbId'],
    title: 'Term bases',
    paragraphs: [
      'A term base holds concepts with their terms per language; a term is approved, not approved or forbidden.',
      'Import TBX, CSV or XLSX files; a CSV or XLSX file needs a header row naming a locale code per column. Export writes TBX or XLSX.',
      'Public term bases of other organizations can be read and used, but not changed.',
    ],
    linguistParagraphs: ['The concepts of a term base, to read and search.'],
    docs: [{ text: 'Term bases', path: '/term-bases' }],
  },
  {
    id: 'tickets',
    routes: ['/web/tickets/list', '/web/tickets/list/createTicket'],
    title: 'Support tickets',
    paragraphs: [
      'Ask support for help. Pick the problem type that fits best; for access to your personal data pick Data subject access request (DSAR).',
    ],
    docs: [{ text: 'Support', path: '/support' }],
  },
  {
    id: 'setup',
    routes: ['/web/setup/index'],
    title: 'Setup',
    paragraphs: [
      'The lists of your organization: users, clients, business units, cost centers, subjects, media types, workflow steps, vendors, email templates, machine translation, segmentation rules and active languages.',
    ],
    docs: [{ text: 'Setup', path: '/setup' }],
  },
  {
    id: 'post-mortem-scoring-settings',
    routes: ['/web/setup/postMortemScoringSettings'],
    title: 'Sampled Post-Delivery QA',
    paragraphs: ['Allow the external vendor ASIN Loc to score samples of delivered jobs.'],
    docs: [{ text: 'Scoring', path: '/scoring' }],
  },
  {
    id: 'scoring-models',
    routes: ['/web/setup/scoringModel'],
    title: 'Scoring models',
    paragraphs: ['Import scoring models from .xlsx files: categories, severities and weights.'],
    docs: [{ text: 'Scoring', path: '/scoring' }],
  },
];

/** Shown for pages without an entry of their own. */
export const defaultHelpEntry: HelpEntry = {
  id: 'default',
  title: 'Help',
  paragraphs: ['Info links next to headings open help about what they describe.'],
  docs: [{ text: 'Documentation', path: '/' }],
};
