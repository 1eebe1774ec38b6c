import { Fragment, type ReactNode } from 'react';

/**
 * A sentence from content/ with {placeholders} filled in with nodes (a link, a bold figure): the words
 * and their order stay in the content module, so each language puts the figure where its grammar wants
 * it. A placeholder with no value is an error, never printed as it stands.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return part;
    if (!(name in values)) throw new Error(`No value for {${name}} in "${template}"`);
    return <Fragment key={i}>{values[name]}</Fragment>;
  });
}
