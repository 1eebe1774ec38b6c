import { AlertIcon } from './Icon';

type FieldErrorProps = {
  /** The control points at it with aria-describedby. */
  id: string;
  message: string;
};

/**
 * The message beside a field whose entry cannot be used: calculators, questionnaires and the contact
 * form. Its look is the global `.field-error` class (app/globals.css), not a CSS module, so that pages
 * of different routes do not share a CSS chunk.
 */
export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p id={id} className="field-error">
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}
