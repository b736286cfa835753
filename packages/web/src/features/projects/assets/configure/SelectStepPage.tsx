import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SelectProps } from './AssetDialog';
import { AssetPageFrame } from './AssetPageFrame';
import { PickPageStep } from './PageSteps';
import type { useProjectAssetPage } from './useProjectAssetPage';

/** What the select page hands to the configure page (and back). */
export interface PickState<Pick> {
  picks: Pick[];
}

interface Props<Row, Pick> {
  title: string;
  page: ReturnType<typeof useProjectAssetPage>;
  assignments: UseQueryResult<Row[]>;
  picksOf: (rows: Row[]) => Pick[];
  /** The configure page Next goes to. */
  nextPath: string;
  /** What the configure page needs in its query besides the project and target locale. */
  nextParams?: Record<string, string>;
  Select: ComponentType<SelectProps<Pick>>;
}

/** A select workflow page (optional ?targetLocale= narrows it to one locale): the select step as a page. */
export function SelectStepPage<Row, Pick>({
  title,
  page,
  assignments,
  picksOf,
  nextPath,
  nextParams,
  Select,
}: Props<Row, Pick>) {
  const { projectUid } = useParams();
  const [search] = useSearchParams();
  const passed = (useLocation().state as PickState<Pick> | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = page;
  const targetLocale = search.get('targetLocale');
  return (
    <AssetPageFrame
      title={title}
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context && assignments.data && (
        <PickPageStep
          initial={passed ?? picksOf(assignments.data)}
          onCancel={() => void navigate(projectPage)}
          onNext={(picks) => {
            const query = new URLSearchParams({ project: projectUid ?? '', ...nextParams });
            if (targetLocale) query.set('targetLocale', targetLocale);
            const state: PickState<Pick> = { picks };
            void navigate(`${nextPath}?${query.toString()}`, { state });
          }}
        >
          {(picks, setPicks) => (
            <Select
              sourceLocale={context.sourceLocale}
              targetLocales={targetLocale ? [targetLocale] : context.targetLocales}
              selected={picks}
              onChange={setPicks}
            />
          )}
        </PickPageStep>
      )}
    </AssetPageFrame>
  );
}
