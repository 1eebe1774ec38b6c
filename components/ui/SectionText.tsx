import type { ServiceSection } from '@/content/types';

type SectionTextProps = {
  section: Pick<ServiceSection, 'paragraphs' | 'bullets'>;
  bulletsClassName?: string;
};

/** The text of a content section: its paragraphs, then its bullet list (service pages, about's cards and steps). */
export function SectionText({ section, bulletsClassName }: SectionTextProps) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets ? (
        <ul className={bulletsClassName}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
