import { useMemo } from 'react';
import { formatDate, formatDateTime } from './dates';
import { useShellSession } from './session';

type DateValue = string | number | Date | null | undefined;

/** The date formatters bound to the session user's timezone. */
export function useDates() {
  const { timeZone } = useShellSession();
  return useMemo(
    () => ({
      timeZone,
      formatDateTime: (value: DateValue) => formatDateTime(value, timeZone),
      formatDate: (value: DateValue) => formatDate(value, timeZone),
    }),
    [timeZone],
  );
}
