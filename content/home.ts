import { pathTo } from './routes';
import { ui } from './ui';
import { site } from './site';

// The words of the home page that are not cards: the hero's rotating welcome lines, the About teaser
// and each section's heading and introduction. The page's h1 is the route table's heading for "/".

export const hero = {
  /** Shown in turn above the heading; the first is the one in the exported HTML. Keep each short
   *  enough for one line on a phone (about 34 characters). */
  welcomeLines: [`Welcome to ${site.shortName}`, 'Namaste, and welcome', 'Investing for families and NRIs', 'Invest for a goal, not a tip'],
  /** How long each welcome line stays, in milliseconds. */
  welcomeIntervalMs: 3500,
  lead: 'We help you invest for your goals through Regular Plans of mutual funds, take care of the paperwork, and help you protect the people who depend on you.',
  learnMoreLabel: ui.learnMore,
  secondaryCta: { label: 'Explore our services', href: pathTo('/services/') },
  highlights: [site.tagline, `${site.arn.number}`, 'Commission ranges disclosed; the exact rate before you invest'],
} as const;

export const featuresSection = {
  heading: 'Tools for your next step',
  intro: 'Calculators, questionnaires and forms for investing and staying on top of your paperwork, whenever it suits you.',
  /** Under the six cards of the spec: the hub of every calculator (issue 11). */
  moreLink: { label: 'More calculators', href: pathTo('/tools/') },
} as const;

export const aboutTeaser = {
  /** The Learn More button in the hero scrolls here. */
  id: 'about',
  eyebrow: 'About us',
  heading: 'Investing that starts with your goals, not with a product',
  paragraphs: [
    `${site.name} is an ${site.tagline} based in ${site.address.city}. We help families, salaried professionals, business owners and NRIs invest for the things that matter: a child’s education, a home, a comfortable retirement, and cover for the unexpected.`,
    'We distribute Regular Plans of mutual funds and are paid a trail commission by the fund houses. We publish the ranges and tell you the exact rate on each scheme we discuss before you invest. We earn nothing on Direct Plans.',
  ],
  points: [
    'Schemes suited to each goal, and a yearly review of what you hold through us',
    'Clear answers on costs, risks and commissions',
    'Help with KYC, nominations and transmission paperwork',
  ],
  link: { label: 'More about us', href: pathTo('/about/') },
} as const;

export const servicesSection = {
  heading: 'Our services',
  intro: 'Ten ways we help you invest and protect what you have built.',
  carouselLabel: 'Our services',
  /** From the spec: 1 slide under 640 px, 2 from 640 to 959 px, 3 from 960 px; one step at a time. */
  layout: { base: { slidesPerView: 1 }, from640: { slidesPerView: 2 }, from960: { slidesPerView: 3 } },
  allServices: { label: 'See all services', href: pathTo('/services/') },
} as const;

export const testimonialsSection = {
  heading: 'What our clients say about our service',
  intro: 'Clients describe how we work with them. Their words are about our service, not about investment returns.',
} as const;

export const partnersSection = {
  heading: 'Fund houses we work with',
  intro: 'We distribute schemes of these asset management companies.',
  carouselLabel: 'Our partners',
  /** From the spec: 10 logos in view moving 5 at a time from 960 px; 3 in view (moving 3) below. */
  layout: { base: { slidesPerView: 3, slidesPerGroup: 3 }, from960: { slidesPerView: 10, slidesPerGroup: 5 } },
  gap: 12,
} as const;

/**
 * Carousel timing from the spec ("autoplay speed 4000 ms, pause 2000 ms"). 4000 ms is the time each
 * position stays before the carousel advances. "Pause 2000 ms" is read as the pause after a mouse
 * hover: rotation stops while the pointer is over a carousel and resumes 2000 ms after it leaves.
 * (Read as a 2-second slide animation instead, every move would take half the time a slide is
 * shown, which is slow to follow and hard on people sensitive to motion.) Keyboard focus, the pause
 * button and any interaction (a swipe or drag, an arrow, a dot) stop rotation until the visitor
 * presses play again.
 */
export const carouselTiming = {
  autoplayDelayMs: 4000,
  resumeAfterHoverMs: 2000,
  transitionMs: 600,
} as const;
