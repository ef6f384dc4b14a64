import { about } from './about';
import { announcement } from './announcement';
import { blogCards } from './blog-cards';
import { contact } from './contact';
import { cookieBanner } from './cookie-banner';
import { countdown } from './countdown';
import { cta } from './cta';
import { faq } from './faq';
import { featureGrid } from './feature-grid';
import { footer } from './footer';
import { gallery } from './gallery';
import { hero } from './hero';
import { login } from './login';
import { logoCloud } from './logo-cloud';
import { modal } from './modal';
import { multiStepForm } from './multi-step-form';
import { navbar } from './navbar';
import { newsletter } from './newsletter';
import { notFound } from './not-found';
import { pricing } from './pricing';
import { productCards } from './product-cards';
import { stats } from './stats';
import { steps } from './steps';
import { tabs } from './tabs';
import { team } from './team';
import { testimonials } from './testimonials';
import type { PatternDefinition } from './types';

/**
 * Order matters where keywords overlap: counts such as "4 items" go to the first pattern naming the noun.
 * The narrow patterns come before the hero, whose words ("banner") they contain ("cookie banner", "promo banner").
 */
export const PATTERN_DEFINITIONS: readonly PatternDefinition[] = [
  navbar,
  announcement,
  cookieBanner,
  countdown,
  modal,
  login,
  notFound,
  tabs,
  hero,
  featureGrid,
  pricing,
  testimonials,
  faq,
  cta,
  footer,
  contact,
  productCards,
  gallery,
  stats,
  team,
  newsletter,
  blogCards,
  logoCloud,
  steps,
  // After steps: "how it works in 4 steps" counts steps of the process, not of a form.
  multiStepForm,
  about,
];

export function findPattern(id: string): PatternDefinition | undefined {
  return PATTERN_DEFINITIONS.find((p) => p.id === id);
}
