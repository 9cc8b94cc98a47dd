// Standalone entry (npm run dev -w mf-checkout). The async boundary lets federation settle shared modules first.
import('./standalone');
