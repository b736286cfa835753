import SegmentedControl from '@cloudscape-design/components/segmented-control';
import type { JobPart } from '@tessera/contracts';
import { editorLabels } from './editorLabels';

interface Props {
  ids: readonly number[];
  jobs: readonly JobPart[];
  current: number;
  onChoose(jobPartId: number): void;
}

/** Queue mode (?mode=jobPartQueue): the opened job parts, one of them in the grid. */
export function JobQueue({ ids, jobs, current, onChoose }: Props) {
  return (
    <SegmentedControl
      label={editorLabels.queue}
      selectedId={String(current)}
      options={ids.map((id) => {
        const job = jobs.find((candidate) => candidate.id === id);
        return { id: String(id), text: job ? `${job.fileName} (${job.targetLocale})` : `#${id}` };
      })}
      onChange={({ detail }) => onChoose(Number(detail.selectedId))}
    />
  );
}
