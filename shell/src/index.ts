// The entry. Every shared singleton is eager in the shell (build/webpack.mjs): it is all in main.js, so nothing
// waits on a chain of chunk requests before the first render.
//
// Start-up runs in turns (ADR 017). The opening page's remote is asked for first, before anything else is
// evaluated, so its requests overlap with the rest. Then React DOM, the shared module and the shell's own code are
// each evaluated in a task of their own: evaluated in one go they were one long task, which a slow phone spends
// unable to answer a tap. The dynamic imports are eager (no extra request): they only mark where a turn ends.
import './remotes/open-page-remote';
import './remotes/page-singletons';
import { inTurns } from './start-up/in-turns';

void inTurns([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@gemstore/shared'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
]);
