import { explainerVideoFor } from '@clinic/contracts';
import { Button, PageFrame, SiteLink, Spinner, mq, theme, usePracticeSettings, type PageProps } from '@clinic/platform';
import { css } from '@emotion/react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingCallout } from '../components/booking/BookingCallout';
import { Faq } from '../components/faq';
import { ExplainerVideo } from '../components/home/ExplainerVideo';
import { focusRing, pageSection, sectionHeading } from '../components/home/layout';
import { scrollToSection, useScrollToHash } from '../components/home/useScrollToHash';
import { LocationsMap } from '../components/map/LocationsMap';
import { ReviewsCarousel } from '../components/reviews/ReviewsCarousel';
import { NS } from '../texts/namespace';

export const REQUIREMENTS_SECTION_ID = 'requirements-check-section';
export const REQUEST_SECTION_ID = 'request-an-appointment';
const ANCHORS = [REQUIREMENTS_SECTION_ID, REQUEST_SECTION_ID] as const;

const anchoredSection = css(pageSection, { '&:focus': { outline: 'none' } });

// The two forms (with their validation and date picker) are below the first screen: a chunk of their
// own, so the top of the page renders without waiting for them and the start-up has less to run.
const loadForms = () => import(/* webpackChunkName: "appointment-forms" */ '../forms');
const RequirementsChecker = lazy(() => loadForms().then((m) => ({ default: m.RequirementsChecker })));
const AppointmentRequestForm = lazy(() => loadForms().then((m) => ({ default: m.AppointmentRequestForm })));

function FormLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>;
}

/**
 * /appointments: reviews, the banner that jumps to the request form, the way to online booking for
 * clients who have sent their records, the explainer video, the three
 * steps, the map, the requirements checker, the FAQ and the appointment request form. The two
 * anchors scroll into view on load.
 */
export function AppointmentsPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation(NS.pages);
  const ids = { banner: useId(), video: useId(), steps: useId(), map: useId(), requirements: useId(), faq: useId(), request: useId() };
  useScrollToHash(ANCHORS);
  // The practice's explainer videos (a setting); none while the settings load.
  const videos = usePracticeSettings()?.explainer_videos ?? {};
  const hasVideo = explainerVideoFor(i18n.language, videos) !== null;
  const lang = encodeURIComponent(i18n.language);

  return (
    <PageFrame titleKey={titleKey}>
      <p css={css({ margin: 0 })}>{t('intro.appointments')}</p>

      <div css={pageSection}>
        <ReviewsCarousel />
      </div>

      <section
        aria-labelledby={ids.banner}
        data-testid="appointments-banner"
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(4),
          marginBlock: theme.space(4),
          padding: theme.space(6),
          borderRadius: theme.radius,
          color: theme.colors.primaryText,
          background: `linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 100%)`,
          [mq.mobile]: { padding: theme.space(4) },
        })}
      >
        <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0, flex: '1 1 20rem' })}>
          <h2 id={ids.banner} css={[sectionHeading, css({ color: 'inherit' })]}>
            {t('appointmentsPage.bannerTitle')}
          </h2>
          <p css={css({ margin: 0 })}>{t('appointmentsPage.bannerText')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => scrollToSection(REQUEST_SECTION_ID)}
          aria-controls={REQUEST_SECTION_ID}
          css={css({ background: theme.colors.background, color: theme.colors.primaryDark })}
          data-testid="banner-request-button"
        >
          {t('appointmentsPage.bannerButton')}
        </Button>
      </section>

      <BookingCallout />

      {hasVideo ? (
        <section aria-labelledby={ids.video} css={pageSection}>
          <h2 id={ids.video} css={sectionHeading}>
            {t('appointmentsPage.videoTitle')}
          </h2>
          <ExplainerVideo videos={videos} />
        </section>
      ) : null}

      <section aria-labelledby={ids.steps} css={pageSection} data-testid="appointment-steps">
        <h2 id={ids.steps} css={sectionHeading}>
          {t('appointmentsPage.stepsTitle')}
        </h2>
        <ol
          css={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(4),
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
            counterReset: 'step',
          })}
        >
          {(['step1', 'step2', 'step3'] as const).map((step) => (
            <li
              key={step}
              css={css({
                counterIncrement: 'step',
                display: 'grid',
                gap: theme.space(2),
                alignContent: 'start',
                padding: theme.space(5),
                borderRadius: theme.radius,
                background: theme.colors.surface,
                '&::before': {
                  content: 'counter(step)',
                  width: 36,
                  height: 36,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  background: theme.colors.primary,
                  color: theme.colors.primaryText,
                  fontWeight: 700,
                },
              })}
            >
              <h3 css={css({ margin: 0, fontSize: theme.font.size.large })}>{t(`appointmentsPage.${step}Title`)}</h3>
              <p css={css({ margin: 0 })}>{t(`appointmentsPage.${step}Text`)}</p>
              {step === 'step1' ? (
                <a
                  href={`#${REQUIREMENTS_SECTION_ID}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToSection(REQUIREMENTS_SECTION_ID);
                  }}
                  css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600 })]}
                >
                  {t('appointmentsPage.step1Link')}
                </a>
              ) : null}
              {step === 'step2' ? (
                <SiteLink href={`/pre-checkout?lang=${lang}`} css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600 })]}>
                  {t('appointmentsPage.step2Link')}
                </SiteLink>
              ) : null}
              {step === 'step3' ? (
                <a
                  href={`#${REQUEST_SECTION_ID}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToSection(REQUEST_SECTION_ID);
                  }}
                  css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600 })]}
                >
                  {t('appointmentsPage.step3Link')}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={ids.map} css={pageSection}>
        <h2 id={ids.map} css={sectionHeading}>
          {t('home.mapTitle')}
        </h2>
        <LocationsMap />
      </section>

      <section id={REQUIREMENTS_SECTION_ID} aria-labelledby={ids.requirements} css={anchoredSection}>
        <h2 id={ids.requirements} css={sectionHeading}>
          {t('appointmentsPage.requirementsTitle')}
        </h2>
        <FormLoading>
          <RequirementsChecker />
        </FormLoading>
      </section>

      <section aria-labelledby={ids.faq} css={pageSection}>
        <h2 id={ids.faq} css={sectionHeading}>
          {t('appointmentsPage.faqTitle')}
        </h2>
        <Faq headingLevel={3} />
      </section>

      <section id={REQUEST_SECTION_ID} aria-labelledby={ids.request} css={anchoredSection}>
        <h2 id={ids.request} css={sectionHeading}>
          {t('appointmentsPage.requestTitle')}
        </h2>
        <FormLoading>
          <AppointmentRequestForm />
        </FormLoading>
      </section>
    </PageFrame>
  );
}
