/** The contact page's FAQ (SPEC §2): three tabs of questions, one answer open at a time. */
export { Faq } from './components/faq';
export { faqTabs } from './lib/questions';
