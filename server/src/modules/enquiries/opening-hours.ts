/**
 * The shop's opening hours (ADR 029) are shared with the contact page (`@gemstore/shared/validation/opening-hours`),
 * with the date in words the e-mails and the appointment's cancel page both write.
 */
export * from '@gemstore/shared/validation/opening-hours';
