/** Terms and what they mean, as a description list (a calculator’s symbols). */
export function DefinitionList({ className, entries }: { className?: string; entries: readonly (readonly [string, string])[] }) {
  return (
    <dl className={className}>
      {entries.map(([term, definition]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{definition}</dd>
        </div>
      ))}
    </dl>
  );
}
