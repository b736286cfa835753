import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import type { Breadcrumb } from '../../components/breadcrumbs';
import { useFollow } from '../../components/useFollow';

/** The AppLayout's breadcrumbs slot: the trail the current detail page set, if any. */
export function ShellBreadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const follow = useFollow();
  if (trail.length === 0) return null;
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      expandAriaLabel="Show path"
      items={[...trail]}
      onFollow={follow}
    />
  );
}
