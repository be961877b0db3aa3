import { DEFAULT_INSIGHTS_DAYS } from '../config/overview';
import type { InsightsRow } from '../insights/report';
import { INSIGHTS_TEXT } from '../texts/insights';
import { badgeVariants } from '../components/ui/badge';
import { adminApi } from './admin-api';
import { useResource } from './use-resource';

export type PageFiguresByPath = Map<string, InsightsRow> | undefined;

/** Every job's and post's figures over the last DEFAULT_INSIGHTS_DAYS, by path, loaded once for a tab (GET /api/admin/insights). */
export function usePageFigures(): PageFiguresByPath {
  const { data } = useResource(() => adminApi.insights({}));
  return data && new Map([...data.jobs, ...data.posts].map((row) => [row.key, row]));
}

/** A job's or post's views and applications in the last DEFAULT_INSIGHTS_DAYS, once they have arrived. */
export function PageFigures({ figures, path }: { figures: PageFiguresByPath; path: string }) {
  if (!figures) return null;
  const row = figures.get(path);
  return (
    <span className={badgeVariants({ tone: 'grey' })} data-testid="page-figures">
      {INSIGHTS_TEXT.pageFigures(row?.views ?? 0, row?.applications ?? 0, DEFAULT_INSIGHTS_DAYS)}
    </span>
  );
}
