import { notFound } from 'next/navigation';
import { LibrarySearch } from '@/components/library/LibrarySearch';
import styles from '@/components/library/Library.module.css';
import { SelfCheck } from '@/components/library/SelfCheck';
import { TopicBody } from '@/components/library/TopicBody';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { TemplateText } from '@/components/ui/TemplateText';
import { wordsFor } from '@/lib/i18n/words';
import type { RoutePath } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { formatRegulatoryDate } from '@/lib/format';
import { LIBRARY_HOME, glossaryPath, loadLibrary, type Topic } from '@/lib/library';
import { sourceLangAttribute } from '@/lib/library/sources';
import { localisePath, type Locale } from '@/lib/i18n/locale';
import { articleJsonLd, breadcrumbJsonLd, fittedTitle, jsonLdScript, pageMetadata, type Crumb } from '@/lib/pages/seo';
import { fillTemplate } from '@/lib/template';
import { loadRegister } from '@/lib/facts/load';
import { latestChangeFor } from '@/lib/pages/whatChanged';

/** Both trees' [slug] routes list the same slugs: every topic has its twin. */
export function topicStaticParams(): { slug: string }[] {
  return loadLibrary('en').topics.map((t) => ({ slug: t.slug }));
}

function findTopic(slug: string, locale: Locale): Topic | undefined {
  return loadLibrary(locale).topics.find((t) => t.slug === slug);
}

/** A topic's title, description, canonical and hreflang, in the page's language. */
export function topicMetadata(slug: string, locale: Locale) {
  const topic = findTopic(slug, locale);
  if (!topic) return {};
  const metadata = pageMetadata({ path: topic.path as `/${string}`, title: topic.title, description: topic.description });
  return { ...metadata, title: fittedTitle(topic.title) };
}

/** Home, the library, the topic: the trail the breadcrumbs and their JSON-LD both show. */
function crumbsOf(topic: Topic, locale: Locale): Crumb[] {
  return [
    { name: routeFor('/', locale).label, path: localisePath('/', locale) },
    { name: wordsFor(locale).library.topic.libraryCrumb, path: localisePath(LIBRARY_HOME, locale) },
    { name: topic.title, path: topic.path as `/${string}` },
  ];
}

export function TopicPage({ slug, locale }: { slug: string; locale: Locale }) {
  const topic = findTopic(slug, locale);
  if (!topic) notFound();
  const text = wordsFor(locale).library;
  const words = text.topic;
  const disclaimer = wordsFor(locale).assumedReturns.illustrationDisclaimer;
  // The newest rule change that touches this topic (content/facts/changes.yml), linked to its entry.
  const change = latestChangeFor(loadRegister(), topic.slug, locale);
  const all = loadLibrary(locale).topics;
  const related = topic.related.flatMap((s) => all.filter((t) => t.slug === s));
  const crumbs = crumbsOf(topic, locale);
  const calculator = topic.calculator ? routeFor(topic.calculator as RoutePath, locale) : null;
  const jsonLd = [
    articleJsonLd({
      path: topic.path as `/${string}`,
      headline: topic.title,
      description: topic.description,
      dateModified: topic.lastReviewed,
    }),
    breadcrumbJsonLd(crumbs),
  ];
  return (
    <>
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      <PageHeader heading={topic.title} />
      <Section>
        <div className="prose">
          <nav className={styles.crumbs} aria-label={words.breadcrumbsLabel}>
            <ol>
              {crumbs.slice(0, -1).map((crumb) => (
                <li key={crumb.path}>
                  <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
                </li>
              ))}
              <li aria-current="page">{topic.title}</li>
            </ol>
          </nav>
          {change ? (
            <p className={`${styles.meta} ${styles.updated}`}>
              <SiteLink href={change.href}>{fillTemplate(text.whatChanged.updatedFor, { date: change.dateText })}</SiteLink>
            </p>
          ) : null}
          <p className={styles.answer}>
            <strong className={styles.answerLabel}>{words.answerLabel}</strong>
            {topic.answer}
          </p>
          <TopicBody blocks={topic.blocks} locale={locale} />
          {topic.example ? (
            <section className={styles.example} aria-labelledby="worked-example">
              <h2 id="worked-example">{words.exampleHeading}</h2>
              {/* AMFI's guideline asks every future-value illustration to carry its sentence: the
                  calculators' own disclaimer, in the page's language, under every worked example. */}
              <h3>{disclaimer.heading}</h3>
              <p data-testid="illustration-disclaimer">{disclaimer.text}</p>
              {calculator ? (
                <p>
                  <SiteLink href={topic.example.href} className="button">
                    {fillTemplate(words.openCalculator, { calculator: calculator.label })}
                  </SiteLink>
                </p>
              ) : null}
            </section>
          ) : null}
          <p className={styles.meta}>{fillTemplate(words.lastReviewed, { date: formatRegulatoryDate(topic.lastReviewed, locale) })}</p>
          <h2>{words.sourcesHeading}</h2>
          <ul className={styles.sources}>
            {topic.sources.map((source) => {
              // A title in another language than the page's is marked, so a screen reader switches voice.
              const lang = sourceLangAttribute(source, locale);
              return (
                <li key={source.url}>
                  <ExternalLink href={source.url} locale={locale}>
                    <cite lang={lang}>{source.title}</cite>
                  </ExternalLink>
                  <br />
                  <span className={styles.meta}>
                    <TemplateText
                      template={words.sourceMeta}
                      values={{
                        publisher: <cite lang={lang}>{source.publisher}</cite>,
                        date: formatRegulatoryDate(source.accessed, locale),
                      }}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
          {related.length ? (
            <>
              <h2>{words.relatedHeading}</h2>
              <ul className={styles.related}>
                {related.map((t) => (
                  <li key={t.slug}>
                    <SiteLink href={t.path}>{t.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <SelfCheck id={topic.slug} questions={topic.selfCheck} text={text.selfCheck} />
          <h2>{text.search.heading}</h2>
          <LibrarySearch
            text={text.search}
            glossaryHref={glossaryPath(locale)}
            topicsHref={`${localisePath(LIBRARY_HOME, locale)}#topics`}
          />
          <p className={styles.standalone}>
            <SiteLink href={glossaryPath(locale)}>{words.glossaryLink}</SiteLink>
          </p>
        </div>
      </Section>
    </>
  );
}
