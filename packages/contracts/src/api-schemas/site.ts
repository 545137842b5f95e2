import { z } from 'zod';
import {
  LAB_SERIES_TESTS,
  type AdminDashboardFeed,
  type DashboardFeed,
  type EpochDayCount,
  type ExtStaffDashboardFeed,
  type LabSeriesKey,
  type LabsVsLeads,
} from '../dashboard';
import type { AdminLabProduct, AdminLabProductList } from '../lab-catalogue';
import { LAB_AGE_GROUPS, type LabProductsResponse } from '../labs';
import { LANGUAGES, type LanguageCode } from '../languages';
import { NOTIFY_CHANNELS, type OutboxEntry } from '../notify';
import { paymentSchema, type Paginated, type Payment } from '../payments';
import {
  REQUIRED_PRACTICE_SETTINGS,
  type AdminPracticeSettings,
  type PracticeSettings,
  type PublicPracticeSettings,
  type RequiredPracticeSetting,
} from '../practice-settings';
import type { LabPaymentInitiationResponse, PublicFormSuccess } from '../public-forms';
import type { ReviewList } from '../reviews';
import { isoInstant, pageOf, replyOf } from './reply';

/* Replies of the dashboard, the practice settings, reviews, the lab catalogue and payments, and the dev outbox. */

const dailyCounts = z.array(z.object({ date: z.string(), total_count: z.number().int() }));
const labsVsLeads = replyOf<LabsVsLeads>()(z.object({ labs: dailyCounts, leads: dailyCounts }));
const epochDayCounts = replyOf<EpochDayCount[]>()(z.array(z.object({ date: z.number(), total_count: z.number().int() })));
const labSeriesKeys = LAB_SERIES_TESTS.map((t) => t.key) as [LabSeriesKey, ...LabSeriesKey[]];

const adminFeed = replyOf<AdminDashboardFeed>()(
  z.object({
    view: z.literal('admin'),
    practice_day: z.string(),
    today_applications: z.number().int(),
    pending_applications: z.number().int(),
    closed_cases_current_month: z.number().int(),
    lab_tests_booked: z.number().int(),
    lab_tests_booked_amount: z.number(),
    lab_tests_booked_yesterday: z.number().int(),
    lab_tests_booked_amount_yesterday: z.number(),
    lab_tests_booked_month: z.number().int(),
    lab_tests_booked_amount_month: z.number(),
    lab_tests_booked_year: z.number().int(),
    lab_tests_booked_amount_year: z.number(),
    products_performance: z.array(z.object({ product: z.string(), booking_count: z.number().int(), amount: z.number() })),
    office_performance: z.array(
      z.object({
        office: z.string(),
        office_name: z.string(),
        appointment_count: z.number().int(),
        upcoming_count: z.number().int(),
        lab_amount: z.number(),
      }),
    ),
    labs_vs_leads: labsVsLeads,
    lab_series_10_days: z.record(z.enum(labSeriesKeys), epochDayCounts),
    office_detailed_performance: z.object({
      total_visits_30: z.number().int(),
      total_current_month_visits: z.number().int(),
      thirty_days_breakdown: z.array(
        z.object({
          office: z.string(),
          office_name: z.string(),
          office_total: z.number().int(),
          cities: z.array(z.object({ client_city: z.string(), count: z.number().int() })),
        }),
      ),
    }),
  }),
);

const extStaffFeed = replyOf<ExtStaffDashboardFeed>()(z.object({ view: z.literal('ext_staff'), practice_day: z.string(), labs_vs_leads: labsVsLeads }));

export const dashboardFeedReplySchema = replyOf<DashboardFeed>()(
  z.discriminatedUnion('view', [adminFeed, extStaffFeed, z.object({ view: z.literal('staff') })]),
);

const languageCode = z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]);
const videoIds = z.partialRecord(languageCode, z.string());

const publicSettingsFields = {
  practice_name: z.string(),
  support_email: z.string(),
  phone: z.string(),
  fax: z.string(),
  banner_note: z.string(),
  reviews_url: z.string(),
  explainer_videos: videoIds,
  i693_tutorial_videos: videoIds,
};

export const publicPracticeSettingsReplySchema = replyOf<PublicPracticeSettings>()(z.object(publicSettingsFields));

const practiceSettings = replyOf<PracticeSettings>()(z.object({ ...publicSettingsFields, civil_surgeons: z.array(z.string()) }));

const requiredSettings = Object.keys(REQUIRED_PRACTICE_SETTINGS) as [RequiredPracticeSetting, ...RequiredPracticeSetting[]];

export const adminPracticeSettingsReplySchema = replyOf<AdminPracticeSettings>()(
  z.object({ settings: practiceSettings, missing: z.array(z.enum(requiredSettings)), updated_on: isoInstant.nullable() }),
);

export const reviewListReplySchema = replyOf<ReviewList>()(
  z.object({
    reviews: z.array(z.object({ author: z.string(), author_pic: z.string(), rating: z.number(), review: z.string(), date: z.number() })),
    average_rating: z.number(),
    total_ratings: z.number().int(),
  }),
);

const productType = z.enum(['lab', 'immunity']);
const ageGroup = z.union([z.enum(LAB_AGE_GROUPS), z.literal('all')]);

export const labProductsReplySchema = replyOf<LabProductsResponse>()(
  z.object({
    products: z.array(z.object({ id: z.string(), name: z.string(), price: z.number(), type: productType, age_group: ageGroup })),
    conflicts: z.record(z.string(), z.array(z.string())),
  }),
);

export const adminLabProductReplySchema = replyOf<AdminLabProduct>()(
  z.object({ id: z.string(), name: z.string(), price_cents: z.number().int(), type: productType, age_group: ageGroup, is_active: z.boolean() }),
);

export const adminLabProductListReplySchema = replyOf<AdminLabProductList>()(z.object({ products: z.array(adminLabProductReplySchema) }));

export const paymentPageReplySchema = replyOf<Paginated<Payment>>()(pageOf(paymentSchema));

export const labPaymentInitiationReplySchema = replyOf<LabPaymentInitiationResponse>()(z.object({ transaction_id: z.string(), payment_link: z.string() }));

/** The provider's webhook: received (a delivery seen before is `duplicate`). */
export const webhookReplySchema = replyOf<{ received: true; duplicate?: true }>()(
  z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
);

/** 201 of the requirements checker's e-mail and of `POST /appointments/`. */
export const publicFormSuccessReplySchema = replyOf<PublicFormSuccess>()(z.object({ success: z.boolean().optional(), msg: z.string() }));

export const outboxReplySchema = replyOf<OutboxEntry[]>()(
  z.array(
    z.object({
      channel: z.enum(NOTIFY_CHANNELS),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string().nullable(),
      html: z.string().nullable(),
      unsubscribe_url: z.string().nullable(),
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size_bytes: z.number().int() })),
      created_on: isoInstant,
    }),
  ),
);
