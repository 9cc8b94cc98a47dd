/**
 * Enquiry forms (SPEC §3 Enquiry forms, §7 /api/v1/form/*): each answers `{ success, message }` (common `okMessage`).
 */
export const enquiryKinds = ['appointment', 'custom-order', 'leave-message'] as const;
export const enquiryStatuses = ['new', 'in-progress', 'closed'] as const;
