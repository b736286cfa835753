import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { format, shellMessages, webMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../api/http';
import {
  fieldErrorsOfIssues,
  fieldErrorsOfServer,
  type FieldErrors,
} from '../../components/fieldErrors';
import { useFlash } from '../../components/flash';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/** Where a create form goes: back to the project it came from (?project=uid), else to the new asset. */
export function useAssetForm<TDraft, TInput>(
  emptyDraft: TDraft,
  showPath: (id: number) => string,
  listPath: string,
) {
  const [searchParams] = useSearchParams();
  const projectUid = searchParams.get('project');
  const projectPath = projectUid ? `/web/project2/show/${encodeURIComponent(projectUid)}` : null;
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const [draft, setDraft] = useState<TDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  /** Checks the draft with the contract's schema; the valid input, or undefined with the errors shown. */
  const validate = (parsed: Parsed<TInput>): TInput | undefined => {
    if (parsed.success) {
      setErrors({});
      setFormError(undefined);
      return parsed.data;
    }
    setErrors(fieldErrorsOfIssues(parsed.error.issues));
    setFormError(shellMessages.formContainsErrors);
    return undefined;
  };
  const onCreated = (name: string) => (created: { id: number }) => {
    const path = projectPath ?? showPath(created.id);
    showFlash({ type: 'success', content: format(webMessages.created, { name }) }, { path });
    void navigate(path);
  };
  const onFailed = (error: unknown) => {
    setErrors(fieldErrorsOfServer(error));
    setFormError(
      isApiError(error) && error.fieldErrors.length > 0
        ? shellMessages.formContainsErrors
        : messageOf(error),
    );
  };
  /** Changes fields of the draft; their errors go, since they were about the old values. */
  const change = (patch: Partial<TDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };
  const cancel = () => void navigate(projectPath ?? listPath);
  return { draft, change, errors, formError, validate, onCreated, onFailed, cancel };
}
