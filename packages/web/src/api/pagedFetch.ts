/**
 * Fetches pages 0, 1, 2, … in parallel batches until a page comes back empty (spec 001 section
 * 9: the paged fetch helper runs 2 pages at a time by default) and joins them in page order.
 */
export async function fetchAllPages<Item>(
  fetchPage: (page: number) => Promise<Item[]>,
  batchSize = 2,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let first = 0; ; first += batchSize) {
    const pages = await Promise.all(
      Array.from({ length: batchSize }, (_, offset) => fetchPage(first + offset)),
    );
    for (const page of pages) {
      if (page.length === 0) return items;
      items.push(...page);
    }
  }
}
