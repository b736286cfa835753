import { useActiveLanguagesQuery } from '../../../api/activeLanguages';
import { useJobAssignedEmailTemplatesQuery } from '../../../api/jobAssignedEmailTemplates';
import { useJobAssigneesQuery } from '../../../api/jobAssignees';
import { useSegRuleListQuery } from '../../../api/segRuleList';
import { useSupportedFileEncodingsQuery } from '../../../api/supportedFileEncodings';
import { useSupportedFileFormatsQuery } from '../../../api/supportedFileFormats';
import type { JobWizardLookups } from './stepProps';

/** The wizard's pickers (spec 001 section 7); a failed lookup leaves its picker empty. */
export function useJobWizardLookups(): { ready: boolean; lookups: JobWizardLookups } {
  const languages = useActiveLanguagesQuery();
  const emailTemplates = useJobAssignedEmailTemplatesQuery();
  const assignees = useJobAssigneesQuery();
  const encodings = useSupportedFileEncodingsQuery();
  const fileFormats = useSupportedFileFormatsQuery();
  const segRules = useSegRuleListQuery();
  return {
    // The form starts once the templates are known: the notify default depends on them.
    ready: !emailTemplates.isPending,
    lookups: {
      languages: languages.data ?? [],
      emailTemplates: emailTemplates.data ?? [],
      assignees: assignees.data ?? { recent: [], vendors: [], discovered: [], other: [] },
      encodings: encodings.data ?? [],
      fileFormats: fileFormats.data ?? [],
      segRules: segRules.data ?? [],
    },
  };
}
