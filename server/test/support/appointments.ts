/**
 * Appointment bookings for the enquiry suites: each from a shopper of its own (own mailbox), in person at café 1,
 * for a date and time in Singapore, unless `extra` says otherwise.
 */
export function bookingsFrom(mailboxPrefix: string) {
  let people = 0;
  return (date: string, time: string, extra: Record<string, string> = {}) => {
    people += 1;
    return {
      firstName: 'Mei',
      lastName: 'Lim',
      email: `${mailboxPrefix}${people}@example.com`,
      phoneNumber: '+6591234567',
      country: 'Singapore',
      date,
      time,
      meetingType: 'in-person',
      preferredLocation: 'cafe1',
      purposeOfMeeting: 'inventory',
      additionalInformation: '',
      ...extra,
    };
  };
}
