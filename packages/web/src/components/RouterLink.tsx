import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useFollow } from './useFollow';

/** A Cloudscape link to a page of the app, followed without reloading. */
export function RouterLink(props: Omit<LinkProps, 'onFollow'> & { href: string }) {
  const follow = useFollow();
  return <Link {...props} onFollow={follow} />;
}
