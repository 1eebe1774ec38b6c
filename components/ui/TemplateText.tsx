import { Fragment, type ReactNode } from 'react';

type Missing = 'keep' | 'throw';

/**
 * A sentence from content/ with "{name}" placeholders filled by nodes (a link, a bold figure, a line
 * that keeps its `lang`), so each language puts them where its own word order needs them
 * (lib/template.ts fills plain text only). A placeholder with no value is left as written (`keep`,
 * which a test of the page would notice) or is an error (`throw`, for server pages whose every
 * sentence must be complete). No state and no content: server components and islands alike use it.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>, missing: Missing = 'keep'): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part;
      if (!Object.hasOwn(values, name)) {
        if (missing === 'throw') throw new Error(`No value for {${name}} in "${template}"`);
        return part;
      }
      return <Fragment key={i}>{values[name]}</Fragment>;
    });
}

type TemplateTextProps = {
  /** A sentence from content/ with "{name}" placeholders, in its own language's word order. */
  template: string;
  /** What each placeholder becomes: text, or markup such as a line that must keep its `lang`. */
  values: Readonly<Record<string, ReactNode>>;
};

/** fillNodes as a component, for JSX that reads better with one. */
export function TemplateText({ template, values }: TemplateTextProps) {
  return <>{fillNodes(template, values)}</>;
}
