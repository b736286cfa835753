interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** /login?returnTo=<where the user was>. */
export function loginPath({ pathname, search, hash }: PathParts): string {
  const returnTo = `${pathname}${search}${hash}`;
  return returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where to go after login: the returnTo of the query when it is a path of this app, else /web. */
export function safeReturnTo(returnTo: string | null): string {
  if (
    !returnTo ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.startsWith('/\\')
  ) {
    return '/web';
  }
  return returnTo.startsWith('/login') ? '/web' : returnTo;
}
