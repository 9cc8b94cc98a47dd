// Standalone entry (npm run dev -w mf-account). The async boundary lets federation settle shared modules first.
import('./standalone');
