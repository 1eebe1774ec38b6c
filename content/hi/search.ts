import type { SearchText } from '../search';

export const searchText: SearchText = {
  header: { label: 'वेबसाइट में खोजें', open: 'खोजें', button: 'खोजें' },
  label: 'विषय, शब्द, कैलकुलेटर और पेज खोजें',
  hint: 'जैसे आप पूछते हैं, हिंदी या अंग्रेज़ी में: SIP कैलकुलेटर, म्यूचुअल फंड पर टैक्स, नॉमिनी कैसे जोड़ें।',
  button: 'खोजें',
  loading: 'खोज खुल रही है…',
  failed: 'खोज नहीं खुल पाई। नीचे दिए विषय और कैलकुलेटर देखें।',
  resultOne: '1 नतीजा',
  resultMany: '{count} नतीजे',
  resultsLabel: '“{query}” के नतीजे',
  none: '“{query}” के लिए कुछ नहीं मिला।',
  noneHelp: 'कोई और शब्द आज़माएँ, {topics} देखें, शब्द {glossary} में देखें, या {contact}।',
  topicsLink: 'लाइब्रेरी के विषय',
  glossaryLink: 'शब्दावली',
  contactLink: 'हमसे पूछें',
  kind: { topic: 'विषय', term: 'शब्दावली का शब्द', tool: 'कैलकुलेटर', page: 'पेज' },
  browse: { topics: 'लाइब्रेरी के विषय', tools: 'कैलकुलेटर और प्रश्नावली' },
};
