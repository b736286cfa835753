import { FilterError, type FileFilter } from '../types.js';

function asFilterError(error: unknown, action: string): FilterError {
  if (error instanceof FilterError) return error;
  // A RangeError or TypeError here means a file shaped in a way no check foresaw: still the file's fault.
  return new FilterError(
    `The file could not be ${action}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** Makes sure a filter only ever fails with a FilterError, whatever the file holds. */
export function guardedFilter(filter: FileFilter): FileFilter {
  return {
    ...filter,
    async parse(bytes, settings) {
      try {
        return await filter.parse(bytes, settings);
      } catch (error) {
        throw asFilterError(error, 'read');
      }
    },
    async merge(skeleton, targets, settings, states) {
      try {
        return await filter.merge(skeleton, targets, settings, states);
      } catch (error) {
        throw asFilterError(error, 'written');
      }
    },
  };
}
