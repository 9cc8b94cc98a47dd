/** The contact remote's answers for this page (ADR 021): the country list and free appointment times. */
import { createPageQueryClient } from '@gemstore/shared/data';

export const contactQueries = createPageQueryClient();
