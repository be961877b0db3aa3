/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell beginning with one of these is run as a
 * formula by Excel, LibreOffice and Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text with a leading apostrophe when a spreadsheet would read it as a formula; otherwise as it is. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
