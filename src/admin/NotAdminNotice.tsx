import { ADMIN_PAGE_TEXT } from '../texts/admin';
/** What a signed-in account without admin rights sees on every admin page (the API answers it 403). */
export function NotAdminNotice() {
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {ADMIN_PAGE_TEXT.notAdmin}
    </p>
  );
}
