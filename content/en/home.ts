import { ABOUT_TEASER_ID, WELCOME_INTERVAL_MS, type HomeText } from '../home';
import { site } from '../site';
import { specStrings } from '../specStrings';
import { startGuideText } from './start';

// The home page's own words in English.
export const homeText: HomeText = {
  hero: {
    welcomeLines: [
      `Welcome to ${site.shortName}`,
      'Namaste, and welcome',
      'Investing for families and NRIs',
      'Invest for a goal, not a tip',
    ],
    lead: 'We help you invest for your goals through Regular Plans of mutual funds, take care of the paperwork, and help you protect the people who depend on you.',
    learnMoreLabel: specStrings.heroButton.text,
    learnMoreHidden: ' about us',
    secondaryCta: 'Explore our services',
    commissionHighlight: 'Commission ranges disclosed; the exact rate before you invest',
    startLink: { lead: startGuideText.pointers.home.lead, label: startGuideText.pointers.home.label },
  },
  featuresSection: {
    heading: 'Tools for your next step',
    intro: 'Calculators, questionnaires and forms for investing and staying on top of your paperwork, whenever it suits you.',
    moreLink: 'More calculators',
  },
  aboutTeaser: {
    eyebrow: specStrings.aboutSection.text,
    heading: 'Investing that starts with your goals, not with a product',
    paragraphs: [
      [
        `${site.name} is an ${site.tagline} based in ${site.address.city}. We help families, salaried professionals, business owners and NRIs invest for the things that matter: a child’s education, a home, a comfortable retirement, and cover for the unexpected.`,
      ],
      [
        'We distribute Regular Plans of mutual funds and are paid a trail commission by the fund houses. We publish the ranges and tell you the exact rate on each scheme we discuss before you invest. We earn nothing on Direct Plans.',
      ],
    ],
    points: [
      'Schemes suited to each goal, and a yearly review of what you hold through us',
      'Clear answers on costs, risks and commissions',
      'Help with KYC, nominations and transmission paperwork',
    ],
    link: 'More about us',
  },
  servicesSection: {
    heading: 'Our services',
    intro: 'Ten ways we help you invest and protect what you have built.',
    carouselLabel: 'Our services',
    allServices: 'See all services',
  },
  testimonialsSection: {
    heading: 'What our clients say about our service',
    intro: 'Clients describe how we work with them. Their words are about our service, not about investment returns.',
  },
  partnersSection: {
    heading: 'Fund houses we work with',
    intro: 'We distribute schemes of these asset management companies.',
    carouselLabel: 'Our partners',
  },
  insuranceNoticeLabel: 'Insurance notice',
};

/** The English hero, as the e2e suite reads it. */
export const hero = { ...homeText.hero, welcomeIntervalMs: WELCOME_INTERVAL_MS } as const;

/** The English About teaser; `id` is where the hero's Learn more button scrolls. */
export const aboutTeaser = { ...homeText.aboutTeaser, id: ABOUT_TEASER_ID } as const;
