type FieldErrorProps = {
  /** The control points at it with aria-describedby. */
  id: string;
  message: string;
};

/**
 * The message beside a field whose entry cannot be used: calculators, questionnaires and the contact
 * form. Its look is the global `.field-error` class (app/globals.css), not a CSS module, so that pages
 * of different routes do not share a CSS chunk. The alert disc (so the message does not rely on red
 * alone) is drawn here, its only user, rather than in Icon.tsx: that module sits in a chunk every page
 * loads, and would carry the shape to pages that have no form.
 */
export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p id={id} className="field-error">
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.2v4.6M8 10.9v.9" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
