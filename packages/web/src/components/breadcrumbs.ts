import { createContext, useContext, useEffect } from 'react';

export interface Breadcrumb {
  text: string;
  href: string;
}

export const BreadcrumbsContext = createContext<(trail: readonly Breadcrumb[]) => void>(
  () => undefined,
);

/** Shows the trail above a detail page (its last item is the page itself) while it is shown. */
export function useBreadcrumbs(trail: readonly Breadcrumb[]): void {
  const setTrail = useContext(BreadcrumbsContext);
  const key = JSON.stringify(trail);
  useEffect(() => {
    setTrail(JSON.parse(key) as Breadcrumb[]);
    return () => setTrail([]);
  }, [key, setTrail]);
}

/** The trail to a project page: Projects, then the project (while it loads, its uid). */
export function projectTrail(uid: string, name: string | undefined): Breadcrumb[] {
  return [
    { text: 'Projects', href: '/web/project/list' },
    { text: name ?? uid, href: `/web/project2/show/${uid}` },
  ];
}
