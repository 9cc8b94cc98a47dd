// Standalone entry (npm run dev -w mf-contact). The async boundary lets federation settle shared modules first.
import('./standalone');
