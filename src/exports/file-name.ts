import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { site } from '../config/site';

/** '{type}-export-YYYY-MM-DD.{format}', dated in UK time (an export just after midnight in summer is that day's). */
export function exportFileName(type: string, fileFormat: string, now = new Date()): string {
  return `${type}-export-${format(now, 'yyyy-MM-dd', { in: tz(site.timeZone) })}.${fileFormat}`;
}
