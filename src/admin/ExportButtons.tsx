import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FORMATS, EXPORT_TITLES, type ExportFormat, type ExportType } from '../config/export-kinds';
import { ApiError } from '../lib/api-client';
import { saveBlob } from '../lib/download';
import { toast } from '../lib/toast';
import { adminApi } from './admin-api';
import { useAdminSession } from './session';
import { EXPORT_TEXT } from '../texts/admin';
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
      toast({ title: EXPORT_TEXT.success, description: EXPORT_TEXT.exported(title, format.toUpperCase()) });
    } catch (error) {
      toast({ title: EXPORT_TEXT.failure, description: EXPORT_TEXT.failureDescription, variant: 'destructive' });
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
          aria-label={EXPORT_TEXT.label(title, format.toUpperCase())}
        >
          <Download aria-hidden="true" className="h-4 w-4" />{' '}
          {busy === format ? EXPORT_TEXT.exporting : EXPORT_TEXT.button(format.toUpperCase())}
        </button>
      ))}
    </div>
  );
}
