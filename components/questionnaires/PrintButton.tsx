'use client';

/** Opens the browser's print dialog; the print styles add the firm's details and drop the menus. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className="button button-secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
