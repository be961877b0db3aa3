import { useState } from 'react';
import { inputClass } from '../components/ui/input';
import { dashboardButton } from '../components/ui/button';
import { saveBlob } from '../lib/download';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';
import { RECORDS_PACK_TEXT as TEXT } from '../texts/admin';

/**
 * Download records (regulation 29): a client's or a person's inspection pack by its number. Here beside the
 * data-protection requests until the Clients and People tabs show their own button.
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
  const run = useAdminAction();
  const [id, setId] = useState('');
  const valid = /^[1-9]\d{0,9}$/.test(id);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const file = await run(() => adminApi.downloadRecords(of, Number(id)), { success: TEXT.downloaded, failure: TEXT.failed });
        if (file) saveBlob(file.blob, file.fileName);
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
