import Link from '@cloudscape-design/components/link';
import { useHelp } from './help';

/** The Info link of a page or section header; opens its entry of the help catalogue. */
export function InfoLink({ topic }: { topic?: string }) {
  const { openHelp } = useHelp();
  return (
    <Link variant="info" onFollow={() => openHelp(topic)}>
      Info
    </Link>
  );
}
