import { about } from './about';
import { blogCards } from './blog-cards';
import { comparison } from './comparison';
import { contact } from './contact';
import { cta } from './cta';
import { faq } from './faq';
import { featureGrid } from './feature-grid';
import { footer } from './footer';
import { gallery } from './gallery';
import { hero } from './hero';
import { ingredients } from './ingredients';
import { logoCloud } from './logo-cloud';
import { megaMenu } from './mega-menu';
import { navbar } from './navbar';
import { newsletter } from './newsletter';
import { pricing } from './pricing';
import { sizeGuide } from './size-guide';
import { storeLocator } from './store-locator';
import { productCards } from './product-cards';
import { shippingReturns } from './shipping-returns';
import { stats } from './stats';
import { steps } from './steps';
import { team } from './team';
import { testimonials } from './testimonials';
import { timeline } from './timeline';
import type { PatternDefinition } from './types';

/** Order matters where keywords overlap: counts such as "4 items" go to the first pattern naming the noun. */
export const PATTERN_DEFINITIONS: readonly PatternDefinition[] = [
  navbar,
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
