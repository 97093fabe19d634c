/*
 * The section renderers PageSections loads as one module, after a page's first load: a
 * prerendered page shows its sections as HTML at once and they hydrate when this is there.
 * The FAQ (with Radix's accordion) loads on its own, only where a page has questions.
 */
export { CallToAction } from './call-to-action';
export { CardsSection } from './cards-section';
export { Hero } from './hero';
export { ImageSection } from './image-section';
export { PriceTable } from './price-table';
export { TextSection } from './text-section';
