/** What a signed-in account without admin rights sees on every admin page (the API answers it 403). */
export function NotAdminNotice() {
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      Your account does not have admin access. Ask the site owner to make it an admin, or sign in with another account.
    </p>
  );
}
