/** The services page's piece (§services.page): the custom jewellery process. */
export { CustomProcess, START_TODAY_DELAY_MS } from './components/custom-process';
