import type { SearchText } from '../search';

export const searchText: SearchText = {
  header: { label: 'वेबसाइटवर शोधा', open: 'शोधा', button: 'शोधा' },
  label: 'विषय, शब्द, कॅल्क्युलेटर आणि पाने शोधा',
  hint: 'तुम्ही विचाराल तसे, मराठी किंवा इंग्रजीत: SIP कॅल्क्युलेटर, म्युच्युअल फंडावरील कर, नॉमिनी कसा जोडायचा.',
  button: 'शोधा',
  loading: 'शोध उघडत आहे…',
  failed: 'शोध उघडू शकला नाही. खालील विषय आणि कॅल्क्युलेटर पाहा.',
  resultOne: '1 निकाल',
  resultMany: '{count} निकाल',
  resultsLabel: '“{query}” चे निकाल',
  none: '“{query}” साठी काहीही सापडले नाही.',
  noneHelp: 'दुसरा शब्द वापरून पाहा, {topics} पाहा, शब्द {glossary} मध्ये पाहा, किंवा {contact}.',
  topicsLink: 'गुंतवणूकदार शिक्षणातील विषय',
  glossaryLink: 'शब्दकोश',
  contactLink: 'आम्हाला विचारा',
  kind: { topic: 'विषय', term: 'शब्दकोशातील शब्द', tool: 'कॅल्क्युलेटर', page: 'पान' },
  browse: { topics: 'गुंतवणूकदार शिक्षणातील विषय', tools: 'कॅल्क्युलेटर आणि प्रश्नावली' },
};
