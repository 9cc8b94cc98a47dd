// Standalone entry (npm run dev -w mf-catalogue). The async boundary lets federation settle shared modules first.
import('./standalone');
