import { css, Global } from '@emotion/react';
import { theme } from '@clinic/platform';
import type { LanguageCode } from '@clinic/contracts';
import type { Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { faIR } from 'date-fns/locale/fa-IR';
import { pt } from 'date-fns/locale/pt';
import { zhCN } from 'date-fns/locale/zh-CN';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { DATE_FORMAT, type DatePickerInputProps } from './date-picker-types';

/** Month and day names of the calendar; date-fns has no Punjabi or Pashto locale, so those show English names. */
const LOCALES: Record<LanguageCode, Locale> = { en: enUS, 'zh-CN': zhCN, pa: enUS, ar, es, ps: enUS, pt, fa: faIR };

const EARLIEST_BIRTH_DATE = new Date(1900, 0, 1);

const popperCss = css({
  '.react-datepicker': { fontFamily: theme.font.family, fontSize: '0.9rem' },
  '.react-datepicker__header select': { font: 'inherit', minHeight: '32px', marginInline: theme.space(1) },
  '.react-datepicker-popper': { zIndex: theme.zIndex.overlay },
  '.react-datepicker-wrapper': { display: 'block', width: '100%' },
});

/**
 * The react-datepicker of every date field: MM/dd/yyyy, weeks starting on Sunday, nothing after
 * today; birth dates get month and year dropdowns. Loaded lazily (with its stylesheet) by DateField.
 */
export default function DatePickerInput({
  id,
  value,
  onChange,
  language,
  birthDate,
  maxDate,
  describedBy,
  invalid,
  required,
  placeholder,
  inputCss,
  autoFocus,
}: DatePickerInputProps) {
  return (
    <>
      <Global styles={popperCss} />
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        dateFormat={DATE_FORMAT}
        placeholderText={placeholder}
        calendarStartDay={0}
        locale={LOCALES[language]}
        maxDate={maxDate}
        minDate={birthDate ? EARLIEST_BIRTH_DATE : undefined}
        showMonthDropdown={birthDate}
        showYearDropdown={birthDate}
        dropdownMode="select"
        ariaDescribedBy={describedBy}
        ariaInvalid={invalid ? 'true' : undefined}
        ariaRequired={required ? 'true' : undefined}
        autoComplete="off"
        className={inputCss}
        popperPlacement="bottom-start"
        autoFocus={autoFocus}
      />
    </>
  );
}
