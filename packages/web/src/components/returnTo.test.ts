import { describe, expect, test } from 'vitest';
import { loginPath, safeReturnTo } from './returnTo';

describe('returning after login', () => {
  test('the login path carries where the user was', () => {
    expect(loginPath({ pathname: '/web/tickets/list', search: '?a=1', hash: '#h' })).toBe(
      '/login?returnTo=%2Fweb%2Ftickets%2Flist%3Fa%3D1%23h',
    );
    expect(loginPath({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  test('only paths of this app are followed', () => {
    expect(safeReturnTo('/web/setup/index?tab=clients')).toBe('/web/setup/index?tab=clients');
    expect(safeReturnTo(null)).toBe('/web');
    expect(safeReturnTo('https://evil.example')).toBe('/web');
    expect(safeReturnTo('//evil.example')).toBe('/web');
    expect(safeReturnTo('/login?returnTo=/web')).toBe('/web');
  });
});
