import { describe, expect, test } from 'vitest';
import { withRecentItem } from './recentItems';

describe('recent items', () => {
  test('keeps the newest first, once per path, at most five', () => {
    let items = [1, 2, 3, 4, 5].map((n) => ({ title: `Page ${n}`, path: `/web/p/${n}` }));
    items = withRecentItem(items, { title: 'Page 6', path: '/web/p/6' });
    expect(items.map((item) => item.title)).toEqual([
      'Page 6',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
    items = withRecentItem(items, { title: 'Page 3 again', path: '/web/p/3' });
    expect(items.map((item) => item.path)).toEqual([
      '/web/p/3',
      '/web/p/6',
      '/web/p/1',
      '/web/p/2',
      '/web/p/4',
    ]);
  });
});
