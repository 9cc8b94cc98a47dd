/** The custom order section of the contact page (SPEC §2 Contact page): it opens pre-filled from Enquire for Price. */
export { CustomOrderSection } from './components/custom-order-section';
