import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AssetContext, AssetOwner } from '../assetContext';
import { AssetPageFrame } from './AssetPageFrame';
import type { PickState } from './SelectStepPage';
import type { useProjectAssetPage } from './useProjectAssetPage';
import { useReloadingSave } from './useReloadingSave';

/** What the configure step on a page gets. */
export interface PageConfigureProps<Row, Pick> {
  context: AssetContext;
  before: Row[];
  picks: Pick[];
  locales: string[];
  /** Saves and returns to the project page; rejects with the message to show. */
  onSave: (after: Row[]) => Promise<void>;
  onBack: () => void;
}

interface Props<Row, Pick> {
  title: string;
  page: ReturnType<typeof useProjectAssetPage>;
  assignments: UseQueryResult<Row[]>;
  picksOf: (rows: Row[]) => Pick[];
  saveChanges: (owner: AssetOwner, before: Row[], after: Row[]) => Promise<void>;
  reloadKey: (owner: AssetOwner) => QueryKey;
  /** The select page Back returns to, before the project uid. */
  backPath: string;
  /** What the select page needs in its query besides the target locale. */
  backParams?: Record<string, string>;
  children: (step: PageConfigureProps<Row, Pick>) => ReactNode;
}

/** A configure workflow page, ?project=[&targetLocale=]: the configure step as a page. */
export function ConfigureStepPage<Row, Pick>(props: Props<Row, Pick>) {
  const { assignments, picksOf, backParams } = props;
  const [search] = useSearchParams();
  const projectUid = search.get('project') ?? undefined;
  const targetLocale = search.get('targetLocale');
  const passed = (useLocation().state as PickState<Pick> | null)?.picks;
  const navigate = useNavigate();
  const { project, context, projectPage } = props.page;
  const saveLive = useReloadingSave(props.saveChanges, props.reloadKey);
  const owner = context?.owner;
  const before = assignments.data;
  return (
    <AssetPageFrame
      title={props.title}
      error={project.error ?? assignments.error}
      loading={!context || assignments.isPending}
    >
      {context &&
        owner &&
        before &&
        props.children({
          context,
          before,
          picks: passed ?? picksOf(before),
          locales: targetLocale ? [targetLocale] : context.targetLocales,
          onSave: async (after) => {
            await saveLive(owner, before, after);
            void navigate(projectPage);
          },
          onBack: () => {
            const query = new URLSearchParams(backParams);
            if (targetLocale) query.set('targetLocale', targetLocale);
            const state: PickState<Pick> = { picks: passed ?? picksOf(before) };
            const suffix = query.toString() ? `?${query.toString()}` : '';
            const path = `${props.backPath}${encodeURIComponent(projectUid ?? '')}${suffix}`;
            void navigate(path, { state });
          },
        })}
    </AssetPageFrame>
  );
}
