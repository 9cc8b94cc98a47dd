/** The contact page's FAQ (§faq.tabs): three tabs of questions, one answer open at a time. */
export { Faq } from './components/faq';
export { faqTabs } from './lib/questions';
