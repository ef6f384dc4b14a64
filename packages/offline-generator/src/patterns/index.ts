import { about } from './about';
import { announcement } from './announcement';
import { blogCards } from './blog-cards';
import { comparison } from './comparison';
import { contact } from './contact';
import { cookieBanner } from './cookie-banner';
import { countdown } from './countdown';
import { cta } from './cta';
import { faq } from './faq';
import { featureGrid } from './feature-grid';
import { footer } from './footer';
import { gallery } from './gallery';
import { hero } from './hero';
import { ingredients } from './ingredients';
import { login } from './login';
import { logoCloud } from './logo-cloud';
import { megaMenu } from './mega-menu';
import { modal } from './modal';
import { multiStepForm } from './multi-step-form';
import { navbar } from './navbar';
import { newsletter } from './newsletter';
import { notFound } from './not-found';
import { pricing } from './pricing';
import { sizeGuide } from './size-guide';
import { storeLocator } from './store-locator';
import { productCards } from './product-cards';
import { shippingReturns } from './shipping-returns';
import { stats } from './stats';
import { steps } from './steps';
import { tabs } from './tabs';
import { team } from './team';
import { testimonials } from './testimonials';
import { timeline } from './timeline';
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
  // Appended sections. Their keywords do not overlap the ones above: 'timeline' left steps and 'our history'
  // left about, and the mega menu replaces the navbar (PatternMeta.replaces) rather than relying on order.
  sizeGuide,
  storeLocator,
  timeline,
  comparison,
  shippingReturns,
  ingredients,
  megaMenu,
];

export function findPattern(id: string): PatternDefinition | undefined {
  return PATTERN_DEFINITIONS.find((p) => p.id === id);
}
