/** The editor's folder in the export, served at /admin/ (lib/build/editor.ts, scripts/admin.mjs). */
export const EDITOR_DIR = 'admin';
