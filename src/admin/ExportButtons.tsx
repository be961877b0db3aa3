import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FORMATS, EXPORT_TITLES, type ExportFormat, type ExportType } from '../exports/kinds';
import { ApiError } from '../lib/api-client';
import { saveBlob } from '../lib/download';
import { toast } from '../stores/toast';
import { adminApi } from './admin-api';
import { useAdminSession } from './session';
import { dashboardButton } from '../components/ui/button';

/** A tab's Export buttons (spec 2): downloads the CSV or Word file, with the spec's toasts (spec 8). */
export function ExportButtons({ type }: { type: ExportType }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const { sessionEnded } = useAdminSession();
  const title = EXPORT_TITLES[type];
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await adminApi.exportFile(type, format);
      saveBlob(blob, fileName);
      toast({ title: 'Export successful', description: `${title} exported as ${format.toUpperCase()} file` });
    } catch (error) {
      toast({ title: 'Export failed', description: 'Unable to export data. Please try again.', variant: 'destructive' });
      if (error instanceof ApiError && error.status === 401) sessionEnded();
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={dashboardButton.secondary}
          disabled={busy !== null}
          onClick={() => run(format)}
          aria-label={`Export ${title} as ${format.toUpperCase()}`}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {busy === format ? 'Exporting…' : `Export ${format.toUpperCase()}`}
        </button>
      ))}
    </div>
  );
}
