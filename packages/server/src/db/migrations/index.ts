import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { foundation } from './0001_foundation.js';
import { projects } from './0002_projects.js';
import { assets } from './0003_assets.js';
import { jobs } from './0004_jobs.js';
import { assignments } from './0005_assignments.js';
import { loginHardening } from './0006_login_hardening.js';
import { duplicateGuards } from './0007_duplicate_guards.js';
import { tmUnitImportTask } from './0008_tm_unit_import_task.js';
import { userDefaultMt } from './0009_user_default_mt.js';
import { tmMatchIndex } from './0010_tm_match_index.js';
import { analyses } from './0011_analyses.js';
import { segmentMatchOrigin } from './0012_segment_match_origin.js';
import { shortMatchKeys } from './0013_short_match_keys.js';
import { preTranslateState } from './0015_pre_translate_state.js';
import { occurrenceMatchKeys } from './0016_occurrence_match_keys.js';
import { segmentHistory } from './0017_segment_history.js';
import { qaWarnings } from './0018_qa_warnings.js';
import { segmentComments } from './0019_segment_comments.js';
import { outboxBatches } from './0022_outbox_batches.js';
import { jobOffers } from './0023_job_offers.js';
import { projectListIndexes } from './0024_project_list_indexes.js';
import { projectNameTrigrams } from './0025_project_name_trigrams.js';
import { scoringModels } from './0026_scoring_models.js';
import { scoringJobs } from './0027_scoring_jobs.js';
import { projectNameStatistics } from './0028_project_name_statistics.js';
import { tmPostingsWithoutForeignKey } from './0029_tm_postings_without_foreign_key.js';
import { dropUnreadTmTextIndex } from './0030_drop_unread_tm_text_index.js';
import { tmPostingBlocks } from './0031_tm_posting_blocks.js';
import { projectFoldedNames } from './0032_project_folded_names.js';
import { segmentsWithoutJobForeignKey } from './0033_segments_without_job_foreign_key.js';

// Every migration in order; the same list serves SQLite and PostgreSQL.
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_foundation': foundation(dialect),
    '0002_projects': projects(dialect),
    '0003_assets': assets(dialect),
    '0004_jobs': jobs(dialect),
    '0005_assignments': assignments(dialect),
    '0006_login_hardening': loginHardening(),
    '0007_duplicate_guards': duplicateGuards(),
    '0008_tm_unit_import_task': tmUnitImportTask(),
    '0009_user_default_mt': userDefaultMt(),
    '0010_tm_match_index': tmMatchIndex(dialect),
    '0011_analyses': analyses(dialect),
    '0012_segment_match_origin': segmentMatchOrigin(),
    '0013_short_match_keys': shortMatchKeys(),
    '0015_pre_translate_state': preTranslateState(),
    '0016_occurrence_match_keys': occurrenceMatchKeys(),
    '0017_segment_history': segmentHistory(dialect),
    '0018_qa_warnings': qaWarnings(dialect),
    '0019_segment_comments': segmentComments(dialect),
    '0022_outbox_batches': outboxBatches(),
    '0023_job_offers': jobOffers(dialect),
    '0024_project_list_indexes': projectListIndexes(),
    '0025_project_name_trigrams': projectNameTrigrams(dialect),
    '0026_scoring_models': scoringModels(dialect),
    '0027_scoring_jobs': scoringJobs(dialect),
    '0028_project_name_statistics': projectNameStatistics(dialect),
    '0029_tm_postings_without_foreign_key': tmPostingsWithoutForeignKey(dialect),
    '0030_drop_unread_tm_text_index': dropUnreadTmTextIndex(dialect),
    '0031_tm_posting_blocks': tmPostingBlocks(dialect),
    '0032_project_folded_names': projectFoldedNames(dialect),
    '0033_segments_without_job_foreign_key': segmentsWithoutJobForeignKey(dialect),
  };
}
