import { TopicPage, topicMetadata, topicStaticParams } from '@/components/pages/TopicPage';

type PageProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

// One page per topic in content/library/hi/ (lib/library).
export function generateStaticParams() {
  return topicStaticParams();
}

export async function generateMetadata({ params }: PageProps) {
  return topicMetadata((await params).slug, 'hi');
}

export default async function Page({ params }: PageProps) {
  return <TopicPage slug={(await params).slug} locale="hi" />;
}
