/**
 * Book an Appointment (§appointment.fields, §appointment.conditional-fields, §appointment.rules): names,
 * e-mail, phone, country, a date from a calendar (not before today in Singapore, nor more than 90 days ahead,
 * no Sundays), a start time in SGT 15-minute steps among the free ones, the meeting type, the place for an
 * in-person meeting only, the purpose, and more information only for 'other'. A time taken meanwhile keeps
 * the form open with the nearest free times to choose from.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Button, type User } from '@gemstore/shared';
import {
  CountrySelectField,
  FormStack,
  SelectField,
  TextAreaField,
  useShopForm,
} from '@gemstore/shared/forms';
import {
  appointmentDefaults,
  appointmentFieldLabels as labels,
  meetingTypeOptions,
  preferredLocationOptions,
  purposeOfMeetingOptions,
  singaporeDate,
} from '@gemstore/shared/validation/enquiry-fields';
import { useFreeTimes } from '../api/get-free-times';
import { enquiryFormOptions, useEnquirySender } from '../hooks/use-enquiry-submit';
import {
  calendarDay,
  dateOfCalendarDay,
  firstOpenDate,
  lastBookableDate,
  openingTimes,
  closedOn,
} from '../lib/appointment-times';
import { enquiryText } from '../lib/enquiry-kinds';
import { OptionSelect, FormButtons } from './option-select';
import { PhoneField } from './phone-field';
import { SenderFields } from './sender-fields';

const appointmentRule = () =>
  import('@gemstore/shared/validation').then((rules) => rules.appointmentFormSchema);

/**
 * §appointment.opens-at-next-time: opening the form sets the date and time to now, and the country to
 * Singapore (the first time still open).
 */
export function openingAppointment(user: User | null, now: Date) {
  const date = firstOpenDate(now);
  return {
    ...appointmentDefaults,
    ...(user && { firstName: user.firstName, lastName: user.lastName, email: user.email }),
    date,
    time: openingTimes(date, now)[0] ?? '',
  };
}

type FreeTime = { date: string; time: string };

export function AppointmentForm({ user, close }: { user: User | null; close: () => void }) {
  const [now] = useState(() => new Date());
  const [suggested, setSuggested] = useState<FreeTime[]>([]);
  const form = useShopForm(appointmentRule, {
    defaultValues: openingAppointment(user, now),
    ...enquiryFormOptions,
  });
  const {
    register: field,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const [date = '', time = '', meetingType = '', preferredLocation = '', purpose = ''] = watch([
    'date',
    'time',
    'meetingType',
    'preferredLocation',
    'purposeOfMeeting',
  ]);
  const freeTimes = useFreeTimes(date, meetingType, preferredLocation, now);
  const times = freeTimes.includes(time) || time === '' ? freeTimes : [time, ...freeTimes].sort();

  const { send, resets, focusFirstProblem } = useEnquirySender('appointment', {
    reset: () => form.reset(openingAppointment(null, new Date())),
    close,
    onRefused: (refused) => {
      const free = (refused.body as { freeTimes?: unknown } | null)?.freeTimes;
      if (!Array.isArray(free)) return false;
      setSuggested(
        free
          .filter((at): at is string => typeof at === 'string')
          .map((at) => ({ date: at.slice(0, 10), time: at.slice(11, 16) })),
      );
      return true;
    },
  });

  const choose = (next: FreeTime) => {
    setValue('date', next.date, { shouldValidate: isSubmitted });
    setValue('time', next.time, { shouldValidate: isSubmitted });
    setSuggested([]);
  };

  return (
    <FormStack
      noValidate
      aria-label={enquiryText.appointment.title}
      onSubmit={form.handleSubmit(send, focusFirstProblem)}
    >
      <SenderFields
        register={field}
        errors={errors}
        labels={labels}
        phone={
          <PhoneField
            key={resets}
            name="phoneNumber"
            label={labels.phoneNumber}
            problem={errors.phoneNumber?.message}
            onChange={(joined) => setValue('phoneNumber', joined, { shouldValidate: isSubmitted })}
          />
        }
      />
      <CountrySelectField
        held={watch('country') ?? ''}
        label={labels.country}
        problem={errors.country?.message}
        {...field('country')}
      />
      <Calendar role="group" aria-labelledby="appointment-date-label">
        <span id="appointment-date-label">{labels.date} (Singapore time)</span>
        <DayPicker
          mode="single"
          {...(date && { selected: calendarDay(date), defaultMonth: calendarDay(date) })}
          onSelect={(day) => day && setValue('date', dateOfCalendarDay(day), { shouldValidate: isSubmitted })}
          // Nothing before today in Singapore, nor past the booking horizon (ADR 039), nor on a closed day; the
          // months past the horizon are not offered at all.
          startMonth={calendarDay(singaporeDate(now))}
          endMonth={calendarDay(lastBookableDate(now))}
          disabled={[
            { before: calendarDay(singaporeDate(now)) },
            { after: calendarDay(lastBookableDate(now)) },
            (day) => closedOn(dateOfCalendarDay(day)),
          ]}
          footer={errors.date?.message ? <Problem role="alert">{errors.date.message}</Problem> : null}
          labels={{ labelDayButton: dayButtonLabel }}
        />
      </Calendar>
      <SelectField label={`${labels.time} (SGT)`} problem={errors.time?.message} {...field('time')}>
        {times.length === 0 ? <option value="">No free time on this day</option> : null}
        {times.map((at) => (
          <option key={at} value={at}>
            {at}
          </option>
        ))}
      </SelectField>
      {suggested.length > 0 ? (
        <Suggestions role="group" aria-label="Nearest free times">
          {/* In the dialog, not only in the notice: outside an open dialog a screen reader hears nothing. */}
          <p role="alert">That time was just taken. Please choose another time. The nearest free times:</p>
          {suggested.map((free) => (
            <Button
              key={`${free.date} ${free.time}`}
              type="button"
              variant="secondary"
              onClick={() => choose(free)}
            >
              {free.date} {free.time}
            </Button>
          ))}
        </Suggestions>
      ) : null}
      <OptionSelect
        label={labels.meetingType}
        problem={errors.meetingType?.message}
        options={meetingTypeOptions}
        {...field('meetingType')}
      />
      {meetingType === 'in-person' ? (
        <OptionSelect
          label={labels.preferredLocation}
          problem={errors.preferredLocation?.message}
          options={preferredLocationOptions}
          {...field('preferredLocation')}
        />
      ) : null}
      <OptionSelect
        label={labels.purposeOfMeeting}
        problem={errors.purposeOfMeeting?.message}
        options={purposeOfMeetingOptions}
        {...field('purposeOfMeeting')}
      />
      {purpose === 'other' ? (
        <TextAreaField
          label={labels.additionalInformation}
          problem={errors.additionalInformation?.message}
          {...field('additionalInformation')}
        />
      ) : null}
      <FormButtons busy={isSubmitting} label={enquiryText.appointment.send} />
    </FormStack>
  );
}

const Problem = styled.p(({ theme }) => ({ margin: 0, color: theme.colour.danger, fontSize: '0.875rem' }));

const Suggestions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  p: { flexBasis: '100%', margin: 0, color: theme.colour.ink },
}));

/** react-day-picker's own classes, styled in the shop's manner (its stylesheet is not loaded). */
const Calendar = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  '> span': {
    color: theme.colour.ink,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
  },
  '.rdp-root': { position: 'relative', width: 'fit-content', font: `400 0.9375rem/1 ${theme.font.body}` },
  '.rdp-month_caption': { display: 'flex', alignItems: 'center', height: '2.75rem', fontWeight: 500 },
  '.rdp-nav': { position: 'absolute', top: 0, right: 0, display: 'flex', gap: theme.space(1) },
  '.rdp-button_previous, .rdp-button_next': {
    width: '2.75rem',
    height: '2.75rem',
    border: `1px solid ${theme.colour.line}`,
    background: theme.colour.paper,
    cursor: 'pointer',
    svg: { width: '1rem', height: '1rem', fill: theme.colour.ink },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
  '.rdp-month_grid': { borderCollapse: 'collapse' },
  '.rdp-weekday': {
    padding: theme.space(1),
    color: theme.colour.muted,
    fontSize: '0.75rem',
    fontWeight: 500,
  },
  '.rdp-day': { padding: 0, textAlign: 'center' },
  '.rdp-day_button': {
    width: '2.75rem',
    height: '2.75rem',
    border: '1px solid transparent',
    background: 'none',
    color: theme.colour.ink,
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '-2px' },
  },
  '.rdp-today .rdp-day_button': { borderColor: theme.colour.line },
  '.rdp-selected .rdp-day_button': { background: theme.colour.ink, color: theme.colour.paper },
  '.rdp-disabled .rdp-day_button': {
    color: theme.colour.muted,
    textDecoration: 'line-through',
    cursor: 'default',
  },
  '.rdp-outside': { visibility: 'hidden' },
}));

const monthAndYear = new Intl.DateTimeFormat('en-SG', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-SG', { weekday: 'long' });

/**
 * A day's name starts with the number it shows ('1 November 2026, Sunday'), so a shopper who says what they see
 * ("click 1") reaches it (WCAG 2.5.3 Label in Name; react-day-picker's own 'Sunday, November 1st, 2026' does not).
 */
function dayButtonLabel(day: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const label = `${day.getDate()} ${monthAndYear.format(day)}, ${weekday.format(day)}`;
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`;
}
