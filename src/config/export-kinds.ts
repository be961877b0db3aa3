/** What the admin can export (spec 7), written once: the route, the dashboard and the files derive from it. */
export const EXPORT_TYPES = ['blog', 'applications', 'contacts'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_FORMATS = ['csv', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each export's title: the document's heading and the dashboard's toast ('{title} exported as CSV file'). */
export const EXPORT_TITLES: Record<ExportType, string> = { blog: 'Blog Posts', applications: 'Applications', contacts: 'Contacts' };

export const isExportType = (value: string | undefined): value is ExportType => (EXPORT_TYPES as readonly string[]).includes(value ?? '');
export const isExportFormat = (value: string | undefined): value is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(value ?? '');
