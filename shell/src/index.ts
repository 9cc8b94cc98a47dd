// The entry. Every shared singleton is eager in the shell (build/webpack.mjs): it is all in main.js, so nothing
// waits on a chain of chunk requests before the first render. Import order is evaluation order: the opening
// page's remote starts loading first, before React and the layout are evaluated, so its requests overlap with
// that work instead of following it.
import './remotes/open-page-remote';
import './bootstrap';
