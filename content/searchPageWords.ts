import type { Locale } from '@/lib/i18n/locale';
import type { RoutePath, ServicePath } from './routes';

// What readers call a page beyond its own words, for the site search's index only: nobody sees these.
// Everyday names ("phone number" for the contact page), Hinglish, and the spellings readers type even
// where the site writes a word another way (एसआईपी for SIP, फर्क, नुकसान): as in the synonym table
// (content/library/synonyms.yml), the point is to meet the reader's spelling, not to show it. A Hindi
// page is searched in Devanagari and in Hinglish, and its English twin's words come with it
// (lib/search/documents.ts), so the Hindi list holds Devanagari and Latin-letter Hindi; the Marathi one
// likewise holds Marathi as readers type it on a phone in either script, and the words Marathi readers
// carry over from Hindi (हिशोब) or English (कॅलक्युलेटर, प्लान, टॅक्स).
export const PAGE_WORDS: Readonly<Record<Locale, Partial<Readonly<Record<RoutePath | ServicePath, string>>>>> = {
  en: {
    '/about/': 'about us who we are firm company team profile',
    '/services/': 'services what we do distributor help',
    '/investor-education/': 'library learn topics education',
    '/financial-calculator/': 'sip calculator monthly investment returns maturity',
    '/tools/': 'calculators tools all list',
    '/tools/step-up-sip/': 'step up sip top up increase every year annual increase',
    '/tools/lumpsum/': 'lumpsum lump sum one time investment single sum grow',
    '/tools/swp/': 'swp systematic withdrawal monthly income pension withdraw',
    '/tools/goal/': 'goal target child education house car save saving how much to save inflation future cost trip holiday',
    '/tools/retirement/': 'retirement retire corpus pension',
    '/tools/cost-of-delay/': 'cost of delay late start waiting',
    '/tools/regular-vs-direct/': 'regular direct plan commission cost difference',
    '/tools/risk-profile/': 'risk profile appetite tolerance questionnaire quiz aggressive conservative moderate investor',
    '/tools/financial-fitness/': 'financial fitness health check score emergency fund emi loan salary income ratio insurance cover enough',
    '/start/': 'start investing begin documents kyc checklist account open first time cancelled cheque bank proof upload photo signature',
    '/contact/': 'contact phone number call address office email whatsapp call back visit location question ask branch',
    '/login/': 'login sign in client portal account dashboard',
    '/disclaimer/': 'disclaimer terms not advice website information',
    '/disclosure/':
      'disclosure arn euin registration commission trail how we are paid adviser advisor sebi registered fee fees charges free',
    '/grievance-redressal/': 'grievance complaint officer escalate problem',
    '/privacy/': 'privacy policy data personal my information',
    '/services/mutual-funds/': 'mutual fund distributor invest',
    '/services/life-insurance/': 'life insurance term plan lic policy',
    '/services/general-insurance/': 'general insurance car bike motor vehicle home travel health',
    '/services/estate-guidance/': 'estate planning will succession nominee nomination',
    '/services/tax-guidance/': 'tax saving planning',
    '/services/education-guidance/': 'child education children study college',
    '/services/retirement-superannuation/': 'retirement pension',
    '/services/childs-wedding/': 'wedding marriage daughter son',
  },
  hi: {
    '/about/': 'हमारे बारे में फर्म कंपनी टीम प्रोफाइल hamare bare me profile',
    '/services/': 'सेवाएँ सेवा मदद sevayen seva madad',
    '/investor-education/': 'लाइब्रेरी विषय सीखें जानकारी',
    '/financial-calculator/': 'एसआईपी कैलकुलेटर हिसाब मासिक निवेश sip hisab har mahine nivesh',
    '/tools/': 'कैलकुलेटर टूल सभी सूची sabhi',
    '/tools/step-up-sip/': 'स्टेप अप टॉप अप हर साल बढ़ाना badhana har saal',
    '/tools/lumpsum/': 'लम्पसम एकमुश्त एक साथ निवेश ek sath ekmusht ek baar',
    '/tools/swp/': 'एसडब्ल्यूपी व्यवस्थित निकासी योजना हर महीने पैसा निकालना पेंशन मासिक आय nikalna nikasi pension mahina',
    '/tools/goal/': 'लक्ष्य बच्चे पढ़ाई घर गाड़ी बचत lakshya padhai ghar gaadi bachat महंगाई mehngai ट्रिप',
    '/tools/retirement/': 'रिटायरमेंट सेवानिवृत्ति बुढ़ापा पेंशन retirement budhapa pension',
    '/tools/cost-of-delay/': 'देरी की कीमत देर से शुरू नुकसान deri der nuksan',
    '/tools/regular-vs-direct/': 'रेगुलर डायरेक्ट प्लान कमीशन खर्च फर्क',
    '/tools/risk-profile/': 'जोखिम रिस्क प्रोफ़ाइल प्रश्नावली क्षमता jokhim risk profile आक्रामक सतर्क aggressive',
    '/tools/financial-fitness/': 'वित्तीय सेहत जाँच आपातकालीन फंड स्कोर vittiya sehat fitness ईएमआई लोन कर्ज़ सैलरी emi loan',
    '/start/': 'निवेश शुरू करें दस्तावेज़ कागज़ केवाईसी चेकलिस्ट खाता खोलना shuru kagaz dastavej कैंसल चेक cancelled cheque अपलोड फोटो upload',
    '/contact/': 'संपर्क फोन नंबर पता कॉल बैक ऑफिस ईमेल व्हाट्सऐप sampark phone number pata office call back सवाल प्रश्न पूछना sawal शाखा branch',
    '/login/': 'लॉगिन साइन इन क्लाइंट पोर्टल login',
    '/disclaimer/': 'अस्वीकरण डिस्क्लेमर शर्तें सलाह नहीं वेबसाइट जानकारी salah',
    '/disclosure/': 'डिस्क्लोज़र प्रकटीकरण एआरएन रजिस्ट्रेशन कमीशन ट्रेल सलाहकार salahkar फीस शुल्क fees मुफ़्त फ्री free muft',
    '/grievance-redressal/': 'शिकायत निवारण अधिकारी ग्रीवेंस shikayat',
    '/privacy/': 'गोपनीयता नीति निजता डेटा व्यक्तिगत जानकारी privacy',
    '/services/mutual-funds/': 'म्यूचुअल फंड डिस्ट्रीब्यूटर निवेश',
    '/services/life-insurance/': 'जीवन बीमा लाइफ इंश्योरेंस टर्म प्लान एलआईसी पॉलिसी jivan bima',
    '/services/general-insurance/': 'सामान्य बीमा जनरल इंश्योरेंस गाड़ी कार बाइक मोटर घर यात्रा gaadi bike car',
    '/services/estate-guidance/': 'वसीयत उत्तराधिकार संपत्ति vasiyat नॉमिनी नामांकन nominee',
    '/services/tax-guidance/': 'टैक्स कर बचत tax bachat',
    '/services/education-guidance/': 'बच्चों की पढ़ाई शिक्षा कॉलेज padhai shiksha',
    '/services/retirement-superannuation/': 'रिटायरमेंट सेवानिवृत्ति पेंशन',
    '/services/childs-wedding/': 'शादी विवाह बेटी बेटा shadi vivah beti',
  },
  mr: {
    '/about/':
      'आमच्याबद्दल फर्म कंपनी प्रोफाइल टीम कोण आहोत profile amchyabaddal amchya vishayi ओळख परिचय अनुभव संस्थापक तुमच्याविषयी फर्मविषयी olakh parichay anubhav tumchyavishayi',
    '/services/': 'सेवा मदत काय करतो seva madat सर्व्हिस सर्विस देता कोणत्या services sevaa',
    '/investor-education/': 'माहिती शिका विषय लायब्ररी mahiti shika vishay ज्ञान लेख शब्दकोश शब्दांचा अर्थ मार्गदर्शन dnyan lekh shabdakosh',
    '/financial-calculator/':
      'एसआयपी कॅलक्युलेटर हिशोब दरमहा दर महिन्याला गुंतवणूक मॅच्युरिटी रक्कम sip hishob hisab darmaha dar mahina guntavnuk maturity हिशेब कॅल्क्युलेटर जमा होईल hisheb calculator mahinyala',
    '/tools/': 'कॅलक्युलेटर साधने टूल्स sadhane कॅल्क्युलेटर्स हिशेब गणक calculator hisheb यादी सर्व सगळे yadi sagle',
    '/tools/step-up-sip/':
      'स्टेप अप टॉप अप दरवर्षी वाढवणे हप्ता वाढ darvarshi dar varshi vadhavne vadh पगारवाढ वाढणारी एसआयपी जास्त pagarvadh step up',
    '/tools/lumpsum/':
      'लम्पसम एकरकमी एक रक्कम एकदाच एकाच वेळी गुंतवणूक ekrakami ek rakkam ekdach ekach veli एकदम गुंतवले तर किती होतील ekdam lakh varsh',
    '/tools/swp/':
      'एसडब्ल्यूपी सिस्टीमॅटिक विड्रॉल दरमहा पैसे काढणे पेन्शन मासिक उत्पन्न darmaha paise kadhne pension masik utpanna पेन्शनसारखे किती काळ पुरतील sarkhe purtil',
    '/tools/goal/':
      'ध्येय लक्ष्य गोल मुलांचे शिक्षण घर गाडी बचत dhyey lakshya goal shikshan ghar gadi bachat उद्दिष्ट स्वप्न कार परदेश प्रवास uddisht swapna pravas डाउन पेमेंट जमवायचे down payment महागाई mahagai ट्रिप सहल trip sahal हवेत पाहिजेत havet pahijet',
    '/tools/retirement/':
      'रिटायरमेंट सेवानिवृत्ती म्हातारपण पेन्शन किती पैसे कॉर्पस retirement nivrutti mhatarpan pension paise corpus निवृत्तीसाठी लागतील निवृत्ती निधी रिटायर nivruttisathi retire',
    '/tools/cost-of-delay/': 'उशीर उशिरा सुरुवात तोटा नुकसान थांबणे ushir ushira tota nuksan पुढच्या वर्षी लवकर झाला lavkar pudhchya varshi',
    '/tools/regular-vs-direct/': 'रेग्युलर डायरेक्ट प्लान कमिशन खर्च फरक regular direct plan farak kharch कमिशनचा की commission',
    '/tools/risk-profile/':
      'रिस्क प्रोफाइल जोखीम क्षमता प्रश्नावली किती जोखीम risk profile jokhim kshamata prashnavali घेण्याची तयारी प्रश्नमंजुषा चाचणी टेस्ट क्विझ quiz test chachani किती रिस्क घेऊ शकतो ghevu आक्रमक सावध धाडसी मध्यम aakramak savadh tayari वय vay',
    '/tools/financial-fitness/':
      'आर्थिक आरोग्य तब्येत तपासणी आपत्कालीन निधी इमर्जन्सी फंड गुण स्कोअर arthik arogya tapasni emergency fund स्थिती पैशाची फिटनेस चेक fitness check sthiti कर्ज हप्ता ईएमआय पगार उत्पन्न karj hapta emi pagar',
    '/start/':
      'सुरुवात गुंतवणूक सुरू करणे कागदपत्रे केवायसी चेकलिस्ट खाते उघडणे पहिल्यांदा suruvat guntavnuk suru kagadpatre khate ughadne नवशिक्या पहिली नवीन गुंतवणूकदार बिगिनर उघडायचे navshikya beginner pahili रद्द केलेला चेक कॅन्सल cancel cheque अपलोड फोटो upload photo',
    '/contact/':
      'संपर्क फोन नंबर मोबाईल पत्ता ऑफिस कार्यालय ईमेल व्हॉट्सॲप कॉल बॅक भेट बोलणे sampark phone number patta office call back bhet bolne क्रमांक करा भेटायला घ्या अपॉइंटमेंट ऑफिसचा मेसेज whatsapp bhetayla appointment message contact प्रश्न विचारायचा prashna शाखा branch shakha घरी ghari',
    '/login/': 'लॉगिन साइन इन क्लायंट पोर्टल खाते login पासवर्ड लॉग password',
    '/disclaimer/':
      'अस्वीकरण डिस्क्लेमर अटी नियम सल्ला नाही वेबसाइटवरील माहिती ati salla शिफारस जबाबदारी शर्ती बाजार जोखमीच्या अधीन shifaras jababdari',
    '/disclosure/':
      'प्रकटीकरण डिस्क्लोजर एआरएन नोंदणी कमिशन ट्रेल शुल्क पैसे कसे मिळतात arn nondani commission fee shulk मोबदला कमाई कमावता कमावतो वितरक किती मानधन क्रमांक एएमएफआय mobadla kamai kamavta सल्लागार नोंदणीकृत sallagar फुकट मोफत फ्री phukat mofat free',
    '/grievance-redressal/':
      'तक्रार निवारण अधिकारी कंप्लेंट ग्रीव्हन्स अडचण takrar nivaran adchan complaint दाद समाधान नाही असमाधानी नाराज प्रॉब्लेम समस्या नोंदवा dad problem samasya naraj',
    '/privacy/':
      'गोपनीयता धोरण खाजगी माहिती वैयक्तिक माहिती माझी माहिती डेटा gopaniyata khajgi mahiti vaiyaktik सुरक्षित माहितीचा वापर शेअर कुकीज गोपनीय प्रायव्हसी surakshit cookies privacy data पॅन मोबाईल नंबर कोणाला विकता',
    '/services/mutual-funds/': 'म्युच्युअल फंड म्युचुअल वितरक गुंतवणूक mutual fund guntavnuk vitarak डिस्ट्रिब्युटर एजंट खरेदी फंडात distributor agent',
    '/services/life-insurance/':
      'जीवन विमा लाईफ इन्शुरन्स मुदत विमा टर्म प्लॅन एलआयसी पॉलिसी jivan vima mudat vima lic जीवनविमा लाइफ कव्हर एजंट कुटुंबाचे संरक्षण term insurance jivanvima life cover',
    '/services/general-insurance/':
      'सर्वसाधारण विमा जनरल इन्शुरन्स गाडी कार बाईक मोटर घर प्रवास आरोग्य gadi car bike ghar pravas vima वाहन गाडीचा दुचाकी चारचाकी टू व्हीलर फोर घराचा ट्रॅव्हल अपघात vahan gadicha duchaki charchaki two wheeler four travel insurance apghat',
    '/services/estate-guidance/':
      'मृत्युपत्र इच्छापत्र वारसा मालमत्ता mrutyupatra ichhapatra varsa malmatta नियोजन मालमत्तेचे वाटप विल वसीयत niyojan will नॉमिनी नामनिर्देशन nominee',
    '/services/tax-guidance/': 'कर टॅक्स बचत आयकर kar tax bachat aaykar प्लॅनिंग नियोजन इन्कम वाचवणे planning income vachavne',
    '/services/education-guidance/':
      'मुलांचे शिक्षण उच्च शिक्षण कॉलेज mulanche shikshan college शिक्षणाचा खर्च शिक्षणासाठी बचत परदेशी इंजिनिअरिंग मेडिकल पदवी kharch engineering medical',
    '/services/retirement-superannuation/':
      'निवृत्ती सेवानिवृत्ती रिटायरमेंट पेन्शन nivrutti pension म्हातारपण निवृत्तीनंतर रिटायर प्लॅनिंग नियोजन योजना एनपीएस पीपीएफ ईपीएफ mhatarpan nivruttinantar retire retirement planning',
    '/services/childs-wedding/':
      'लग्न विवाह मुलगी मुलगा lagna vivah mulgi mulga मुलीचे मुलाचे लग्नाचा खर्च लग्नासाठी बचत पैसे mulich lagnacha kharch lagnasathi',
    '/services/future-freedom-planning/':
      'उद्दिष्टांनुसार गुंतवणूक आर्थिक स्वातंत्र्य नियोजन फायनान्शियल प्लॅनिंग लवकर निवृत्ती arthik swatantrya financial planning niyojan',
    '/services/research-development/':
      'फंड कसे निवडता निवड योजना संशोधन निवडक यादी fund nivad research best fund top funds which fund good fund सबसे अच्छा फंड बेस्ट फंड best fund kaunsa fund सर्वोत्तम फंड चांगला फंड बेस्ट फंड कोणता फंड best fund changla',
  },
};
