import { TopicPage, topicMetadata, topicStaticParams } from '@/components/pages/TopicPage';
import { editionLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

// One page per topic in content/library/<lang>/ (lib/library).
export function generateStaticParams() {
  return topicStaticParams();
}

export async function generateMetadata({ params }: PageProps) {
  return topicMetadata((await params).slug, await editionLocale(params));
}

export default async function Page({ params }: PageProps) {
  return <TopicPage slug={(await params).slug} locale={await editionLocale(params)} />;
}
