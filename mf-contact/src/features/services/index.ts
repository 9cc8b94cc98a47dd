/** The services page's piece (SPEC §2 Services): the custom jewellery process. */
export { CustomProcess, START_TODAY_DELAY_MS } from './components/custom-process';
