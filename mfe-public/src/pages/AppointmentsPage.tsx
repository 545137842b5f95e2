import { explainerVideoFor } from '@clinic/contracts';
import { Button, i18n as appI18n, PageFrame, SiteLink, Spinner, mq, theme, usePracticeSettings, type PageProps } from '@clinic/platform';
import { css } from '@emotion/react';
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingCallout } from '../features/booking/BookingCallout';
import { RenderAfterFirstPaint } from '../shared/deferred/RenderAfterFirstPaint';
import { useNearViewportWhenIdle } from '../shared/deferred/useNearViewportWhenIdle';
import { Faq } from '../features/faq';
import { ExplainerVideo } from '../features/home/ExplainerVideo';
import { focusRing, pageSection, sectionHeading } from '../features/home/layout';
import { scrollToSection, useScrollToHash } from '../features/home/useScrollToHash';
import { LocationsMap } from '../features/map/LocationsMap';
import { ReviewsLoading } from '../features/reviews/ReviewsLoading';
import { ReviewsWhenNear } from '../features/reviews/ReviewsWhenNear';
import { NS } from '../texts/namespace';

export const REQUIREMENTS_SECTION_ID = 'requirements-check-section';
export const REQUEST_SECTION_ID = 'request-an-appointment';
const ANCHORS = [REQUIREMENTS_SECTION_ID, REQUEST_SECTION_ID] as const;

const anchoredSection = css(pageSection, { '&:focus': { outline: 'none' } });
const stepLink = [focusRing, css({ color: theme.colors.primary, fontWeight: 600 })];

/** A step's link to a section of this page: scrolls there (scrollToSection) instead of jumping. */
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(to);
      }}
      css={stepLink}
    >
      {children}
    </a>
  );
}

// The two forms (with their validation, date picker and texts) are below the first screen: a chunk of
// their own, loaded once the page has loaded and a form comes near the viewport, so the start-up does
// not run them and the top of the page renders without waiting for them.
const loadForms = () =>
  Promise.all([import(/* webpackChunkName: "appointment-forms" */ '../features/forms'), appI18n.loadNamespaces(NS.forms)]).then(([forms]) => forms);
const RequirementsChecker = lazy(() => loadForms().then((m) => ({ default: m.RequirementsChecker })));
const AppointmentRequestForm = lazy(() => loadForms().then((m) => ({ default: m.AppointmentRequestForm })));

/** About the height of each form on phones (measured at 375 px wide) and wider screens (at 1280): what follows moves little when it arrives. */
const FORM_HEIGHT = { checker: { mobile: 800, wide: 330 }, request: { mobile: 890, wide: 370 } };

function FormWhenNear({ height, children }: { height: { mobile: number; wide: number }; children: ReactNode }) {
  const { t } = useTranslation('common');
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewportWhenIdle(anchor);
  const loading = (
    <div css={css({ minHeight: height.wide, [mq.mobile]: { minHeight: height.mobile } })}>
      <Spinner label={t('loading')} />
    </div>
  );
  return <div ref={anchor}>{near ? <Suspense fallback={loading}>{children}</Suspense> : loading}</div>;
}

/**
 * /appointments: reviews, the banner that jumps to the request form, the way to online booking for
 * clients who have sent their records, the explainer video, the three
 * steps, the map, the requirements checker, the FAQ and the appointment request form. The two
 * anchors scroll into view on load (kept aligned as the sections after the banner, rendered after the
 * first paint, arrive).
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
        <ReviewsWhenNear placeholder={<ReviewsLoading />} />
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

      <RenderAfterFirstPaint>
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
                {step === 'step1' ? <SectionLink to={REQUIREMENTS_SECTION_ID}>{t('appointmentsPage.step1Link')}</SectionLink> : null}
                {step === 'step2' ? (
                  <SiteLink href={`/pre-checkout?lang=${lang}`} css={stepLink}>
                    {t('appointmentsPage.step2Link')}
                  </SiteLink>
                ) : null}
                {step === 'step3' ? <SectionLink to={REQUEST_SECTION_ID}>{t('appointmentsPage.step3Link')}</SectionLink> : null}
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
          <FormWhenNear height={FORM_HEIGHT.checker}>
            <RequirementsChecker />
          </FormWhenNear>
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
          <FormWhenNear height={FORM_HEIGHT.request}>
            <AppointmentRequestForm />
          </FormWhenNear>
        </section>
      </RenderAfterFirstPaint>
    </PageFrame>
  );
}
