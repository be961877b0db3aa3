import { formatDate } from '../utils/date-format';
import { formatPence } from '../utils/money';

/** A UK day ('2027-01-04') as the dashboard shows it: '4 Jan 2027'. */
export const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`, 'short') : '');
/** Pounds as the API sends them (two decimals at most), shown '£3,900.00'. */
export const money = (pounds: number) => formatPence(Math.round(pounds * 100));
