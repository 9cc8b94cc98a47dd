/**
 * Checks the API's settings without starting anything: `npm start` runs it first, so a refused setting (a production
 * shop without STRIPE_SECRET_KEY, ADR 036) stops the start with its message before minutes of building.
 */
import { ConfigError, loadConfig } from '../config';
import { loadDotEnv } from '../main-options';

try {
  loadDotEnv();
  loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
