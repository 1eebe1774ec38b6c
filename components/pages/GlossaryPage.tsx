import styles from '@/components/library/Library.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { wordsFor } from '@/lib/i18n/words';
import { glossaryPath, loadLibrary } from '@/lib/library';
import { ENGLISH_SEPARATOR, englishBeside, glossaryLetters } from '@/lib/library/glossary';
import type { Locale } from '@/lib/i18n/locale';
import { definedTermSetJsonLd, fittedTitle, jsonLdScript, pageMetadata } from '@/lib/pages/seo';
import { fillTemplate } from '@/lib/template';

export function glossaryMetadata(locale: Locale) {
  const words = wordsFor(locale).library.glossary;
  const metadata = pageMetadata({ path: glossaryPath(locale), title: words.title, description: words.description });
  return { ...metadata, title: fittedTitle(words.title) };
}

/** The A-Z glossary, in either language: letter jumps, an anchor per term, each linking back to its topic. */
export function GlossaryPage({ locale }: { locale: Locale }) {
  const { glossary, topics } = loadLibrary(locale);
  const words = wordsFor(locale).library.glossary;
  const letters = glossaryLetters(glossary, locale);
  const titleOf = new Map(topics.map((t) => [t.slug, t]));
  const jsonLd = definedTermSetJsonLd({ path: glossaryPath(locale), name: words.title, terms: glossary });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <PageHeader heading={words.heading} lead={words.lead} />
      <Section>
        <nav aria-label={words.lettersLabel} id="letters" className={styles.anchor}>
          <ul className={styles.letters}>
            {letters.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="prose">
          {letters.map((group) => (
            <section key={group.id} id={group.id} className={styles.letterGroup} aria-labelledby={`${group.id}-heading`}>
              <h2 id={`${group.id}-heading`}>{group.letter}</h2>
              <dl className={styles.entries}>
                {group.terms.map((term) => {
                  const topic = titleOf.get(term.topic);
                  const beside = englishBeside(term.term, term.english);
                  return (
                    <div key={term.id}>
                      <dt id={term.id}>
                        {term.term}
                        {beside ? (
                          <>
                            {beside.bracket ? ' ' : ENGLISH_SEPARATOR}
                            <span lang="en" className={styles.english}>
                              {beside.bracket ? `(${beside.english})` : beside.english}
                            </span>
                          </>
                        ) : null}
                      </dt>
                      <dd>
                        {term.definition}{' '}
                        {topic ? <SiteLink href={topic.path}>{fillTemplate(words.explainedIn, { topic: topic.title })}</SiteLink> : null}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              <p className={`${styles.meta} ${styles.standalone}`}>
                <a href="#letters">{words.backToLetters}</a>
              </p>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
