import type { Locale } from '@/lib/i18n/locale';
import type { ProseRun } from './about';
import { pathTo } from './routes';

// The words of the home page that are not cards: the hero's rotating welcome lines, the About teaser
// and each section's heading and introduction. The page's h1 is the route table's heading for "/".
// Each language's words fill the same HomeText (content/en/home.ts, content/hi/home.ts); ids, layouts, timings and
// link targets stay here, once, for both languages.

/** The home page's own words in one language. */
export type HomeText = {
  hero: {
    /** Shown in turn above the heading; the first is the one in the exported HTML. Keep each short
     *  enough for one line on a phone (about 34 characters). */
    welcomeLines: readonly string[];
    lead: string;
    learnMoreLabel: string;
    /** Screen readers hear it after the Learn more button, which leads to the About section. */
    learnMoreHidden: string;
    secondaryCta: string;
    /** The third highlight (the first two are the tagline and the ARN). */
    commissionHighlight: string;
    /** A line under the buttons pointing a first-time investor to /start/. */
    startLink: { lead: string; label: string };
  };
  featuresSection: { heading: string; intro: string; moreLink: string };
  aboutTeaser: {
    eyebrow: string;
    heading: string;
    /** Runs, so a Hindi page can mark the English tagline it quotes (lang="en-IN"). */
    paragraphs: readonly (readonly ProseRun[])[];
    points: readonly string[];
    link: string;
  };
  servicesSection: { heading: string; intro: string; carouselLabel: string; allServices: string };
  testimonialsSection: { heading: string; intro: string };
  partnersSection: { heading: string; intro: string; carouselLabel: string };
  /** Names the section that holds IRDAI's notice on spurious calls. */
  insuranceNoticeLabel: string;
};

/** How long each welcome line stays, in milliseconds (both languages). */
export const WELCOME_INTERVAL_MS = 3500;

/** Where the hero's Learn more button scrolls (the About teaser's section), in both languages. */
export const ABOUT_TEASER_ID = 'about';

/** Where the home page's buttons lead, in the page's language. */
export function homeLinks(locale: Locale) {
  return {
    services: pathTo('/services/', locale),
    /** Under the six cards of the spec: the hub of every calculator. */
    tools: pathTo('/tools/', locale),
    about: pathTo('/about/', locale),
    start: pathTo('/start/', locale),
  } as const;
}

/** From the spec: 1 slide under 640 px, 2 from 640 to 959 px, 3 from 960 px; one step at a time. */
export const servicesCarouselLayout = { base: { slidesPerView: 1 }, from640: { slidesPerView: 2 }, from960: { slidesPerView: 3 } } as const;

/** From the spec: 10 logos in view moving 5 at a time from 960 px; 3 in view (moving 3) below. */
export const partnersCarouselLayout = {
  base: { slidesPerView: 3, slidesPerGroup: 3 },
  from960: { slidesPerView: 10, slidesPerGroup: 5 },
} as const;
export const PARTNERS_CAROUSEL_GAP = 12;

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
