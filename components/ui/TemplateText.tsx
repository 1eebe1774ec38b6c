import { Fragment, type ReactNode } from 'react';

type TemplateTextProps = {
  /** A sentence from content/ with "{name}" placeholders, in its own language's word order. */
  template: string;
  /** What each placeholder becomes: text, or markup such as a line that must keep its `lang`. */
  values: Readonly<Record<string, ReactNode>>;
};

/**
 * A content sentence with markup put in its placeholders (lib/template.ts fills plain text only), so a
 * translation decides where the firm's name or an English regulatory line goes in its sentence.
 * A placeholder with no value is left as written.
 */
export function TemplateText({ template, values }: TemplateTextProps) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{key !== undefined && Object.hasOwn(values, key) ? values[key] : part}</Fragment>;
      })}
    </>
  );
}
