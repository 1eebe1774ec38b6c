// Visitor text lives in content/ as whole sentences with "{name}" placeholders, so a translation can
// put the figures where its own word order needs them.

/** Fills "{name}" placeholders; unknown ones are left as they are, so a caller can split on them. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
