import { useState } from 'react';
import { inputClass } from '../components/ui/input';
import { dashboardButton } from '../components/ui/button';
import { saveBlob } from '../lib/download';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';
import { RECORDS_PACK_TEXT as TEXT } from '../texts/admin';

/** Downloads a client's or a person's inspection pack (docs/decisions/data-protection.md), telling how it went. */
function useRecordsDownload() {
  const run = useAdminAction();
  return async (of: 'clients' | 'people', id: number) => {
    const file = await run(() => adminApi.downloadRecords(of, id), { success: TEXT.downloaded, failure: TEXT.failed });
    if (file) saveBlob(file.blob, file.fileName);
  };
}

/** "Download records" on a client's panel (Clients tab) or a person's page (People tab). */
export function DownloadRecordsButton({ of, id }: { of: 'clients' | 'people'; id: number }) {
  const download = useRecordsDownload();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={dashboardButton.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download(of, id);
        } finally {
          setBusy(false);
        }
      }}
    >
      {TEXT.button}
    </button>
  );
}

/**
 * Download records (regulation 29) by a client's or a person's number, beside the data-protection requests:
 * the numbers are what the packs' own files and an inspector's questions name (a person number in a
 * hirer's introductions.csv), so the pack is one step away without finding the record in its tab first.
 */
export function RecordsPackControl() {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4" data-testid="records-pack">
      <h3 className="text-base font-semibold text-slate-900">{TEXT.heading}</h3>
      <p className="text-sm text-slate-600">{TEXT.intro}</p>
      <PackForm of="clients" label={TEXT.clientNumber} button={TEXT.clientButton} />
      <PackForm of="people" label={TEXT.personNumber} button={TEXT.personButton} />
    </div>
  );
}

function PackForm({ of, label, button }: { of: 'clients' | 'people'; label: string; button: string }) {
  const download = useRecordsDownload();
  const [id, setId] = useState('');
  const valid = /^[1-9]\d{0,9}$/.test(id);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        await download(of, Number(id));
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {label}
        <input inputMode="numeric" className={`${inputClass} w-32`} value={id} onChange={(e) => setId(e.target.value.trim())} />
      </label>
      <button type="submit" className={dashboardButton.secondary} disabled={!valid}>
        {button}
      </button>
    </form>
  );
}
