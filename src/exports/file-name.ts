import { ukDay } from '../utils/uk-time';

/** '{type}-export-YYYY-MM-DD.{format}', dated in UK time (an export just after midnight in summer is that day's). */
export function exportFileName(type: string, fileFormat: string, now = new Date()): string {
  return `${type}-export-${ukDay(now)}.${fileFormat}`;
}
