import type { DisclosureText } from '../disclosure';

// The disclosure's words in English (each text's role: content/disclosure.ts).
export const disclosureText: DisclosureText = {
  registered: {
    heading: 'Registered distributor statement',
    statement:
      '{name} is an {tagline}, holding AMFI Registration Number {arn}, valid till {validTill}. You can verify our registration on {link}.',
    distributorSearch: 'AMFI’s distributor search',
    legalEntity: 'The legal entity behind {name}: {entity}.',
    notAdviser:
      'We are a mutual fund distributor, not an investment adviser registered with SEBI. The guidance we give is incidental to distribution, and we follow the {link}.',
    codeOfConduct: 'AMFI code of conduct for mutual fund distributors',
  },
  people: {
    heading: 'The people who deal with you',
    text: 'Each person who deals with clients holds an Employee Unique Identification Number (EUIN) from AMFI. The EUIN of the person who handled your transaction appears on your application and your account statement.',
    caption: 'Client-facing people and their EUINs',
    columns: ['Name', 'EUIN'],
  },
  insurance: {
    heading: 'Insurance registration',
    labels: {
      registeredAs: 'Registered with IRDAI as',
      category: 'Category',
      principalOfficer: 'Principal Officer',
      number: 'Registration number',
      validTill: 'Valid till',
      insurers: 'Insurers we solicit for',
    },
    policyTerms:
      'The policy is issued by the insurer, and its terms and conditions are in the policy document and the sales brochure: read them before you buy.',
  },
  fundHouses: {
    heading: 'Fund houses whose schemes we distribute',
    intro: 'We distribute schemes of these {count} asset management companies, and of no others:',
  },
  hours: {
    heading: 'Office hours',
    text: '{officeLabel}: {office}, except public holidays. {contactLabel}: {contact}.',
  },
  pay: {
    heading: 'How we are paid',
    text: '{regularPlansOnly} We receive a trail commission from the asset management company for as long as you stay invested through us. It is already included in the scheme’s total expense ratio; you pay us nothing separately. {trailBasis} The ranges we currently receive, by scheme type, are:',
    caption: 'Trail commission received by us, per year, as a percentage of the value of your investment',
    columns: ['Scheme type', 'Trail commission range (p.a.)'],
    exactRate:
      'The exact rate differs between fund houses and schemes and can change. Before you invest, we will tell you the commission we receive on the schemes we discuss with you, as the AMFI code of conduct requires; ask us at any time.',
  },
  risk: {
    heading: 'Risk factors',
    text: 'The value of mutual fund units can go up or down with the securities markets, interest rates and the creditworthiness of issuers. Past performance of a scheme does not indicate its future performance. There is no assurance that a scheme will meet its objective, and neither we nor the fund house guarantee any return. Read the Scheme Information Document, Statement of Additional Information and Key Information Memorandum before you invest, and check each scheme’s riskometer.',
  },
};
