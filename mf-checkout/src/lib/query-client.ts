/** The checkout's answers for this page (ADR 021): one client for the page's life, kept across mounts. */
import { createPageQueryClient } from '@gemstore/shared/data';

export const checkoutQueries = createPageQueryClient();
