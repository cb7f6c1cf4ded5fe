import { formatDate } from '@coffee/ui';

/**
 * A calendar date of the sample rows (YYYY-MM-DD), as 'April 28, 2025'. Read at local noon: a
 * date alone reads as UTC midnight, which is the day before west of Greenwich.
 */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00`);
