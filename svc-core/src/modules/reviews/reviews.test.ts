import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { parseReviewList } from '@clinic/contracts';
import { createLogger, loadConfig, PRODUCTION_TEST_ENV, startHttpServer } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import { startTestCore, type TestCore } from '../../test-support';
import { fetchPlaceReviews, PlacesError, placesSettingsFromEnv, type PlacesSettings } from './places';
import { reviewsRoutes } from './routes';
import { SEED_REVIEWS } from './seed';
import { CACHE_TTL_MS, ReviewsService } from './service';

jest.setTimeout(60_000);

/** A stand-in for the Places API: answers place details for one id and counts the calls. */
class FakePlaces {
  calls: Array<{ path: string; key: string | undefined; mask: string | undefined }> = [];
  status = 200;
  body: unknown = {
    rating: 4.7,
    userRatingCount: 212,
    reviews: [
      {
        name: 'places/PLACE-1/reviews/r1',
        rating: 5,
        text: { text: 'Great clinic, sealed envelope the same day.', languageCode: 'en' },
        publishTime: '2025-05-02T17:04:05Z',
        authorAttribution: { displayName: 'Lina K.', photoUri: 'https://lh3.googleusercontent.com/a/lina' },
      },
      {
        name: 'places/PLACE-1/reviews/r2',
        rating: 4,
        originalText: { text: 'Buen servicio.', languageCode: 'es' },
        publishTime: '2025-04-01T09:00:00Z',
        authorAttribution: { displayName: 'Jorge P.' },
      },
    ],
  };
  private server = http.createServer((req, res) => {
    this.calls.push({
      path: req.url ?? '',
      key: req.headers['x-goog-api-key'] as string | undefined,
      mask: req.headers['x-goog-fieldmask'] as string | undefined,
    });
    res.writeHead(this.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(this.status === 200 ? this.body : { error: { code: this.status } }));
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let core: TestCore;
const fake = new FakePlaces();
/** The place details the fake answers first (tests below replace `fake.body`). */
const placeDetails = fake.body;
beforeAll(async () => {
  core = await startTestCore();
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
  await core.close();
});

const settings = (): PlacesSettings => ({ apiKey: 'test-key', placeId: 'PLACE-1', baseUrl: fake.url, timeoutMs: 5000 });
const logger = createLogger('reviews-test');

describe('GET /reviews/g (seeded reviews)', () => {
  it('answers the seeded reviews, newest first, with the average and count of the table', async () => {
    const res = await fetch(`${core.api}/reviews/g`);
    expect(res.status).toBe(200);
    const body = parseReviewList(await res.json())!;
    expect(body.reviews).toHaveLength(SEED_REVIEWS.length);
    expect(body.total_ratings).toBe(SEED_REVIEWS.length);
    const ratings = SEED_REVIEWS.map((r) => r.rating);
    expect(body.average_rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 6);
    const dates = body.reviews.map((r) => r.date);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(body.reviews.some((r) => r.review.length > 70)).toBe(true);
    for (const r of body.reviews) expect(r.author_pic).toMatch(/^data:image\/svg\+xml;base64,/);
    const yearAgo = Date.now() / 1000 - 366 * 86400;
    expect(dates.every((d) => d > yearAgo && d <= Date.now() / 1000)).toBe(true);
  });
});

describe('ReviewsService', () => {
  beforeEach(async () => {
    fake.calls = [];
    fake.status = 200;
    await core.knex('review_sources').delete();
    await core.knex('reviews').whereNot('source', 'seed').delete();
  });

  it('serves from memory for 5 minutes, then reads the table again', async () => {
    let now = 1_000_000;
    const service = new ReviewsService({ knex: core.knex, logger, now: () => now });
    const first = await service.list();
    await core.knex('reviews').where('source', 'seed').update({ rating: 1 });
    try {
      now += CACHE_TTL_MS - 1;
      expect(await service.list()).toEqual(first);
      now += 2;
      const fresh = await service.list();
      expect(fresh.average_rating).toBe(1);
    } finally {
      for (const r of SEED_REVIEWS) await core.knex('reviews').where({ source: 'seed', external_id: r.key }).update({ rating: r.rating });
    }
  });

  it('copies the provider reviews and summary into the table once per 6 hours and serves them', async () => {
    const service = new ReviewsService({ knex: core.knex, logger, places: settings() });
    const list = await service.list();
    expect(fake.calls).toEqual([{ path: '/v1/places/PLACE-1', key: 'test-key', mask: 'rating,userRatingCount,reviews' }]);
    expect(list).toEqual({
      average_rating: 4.7,
      total_ratings: 212,
      reviews: [
        {
          author: 'Lina K.',
          author_pic: 'https://lh3.googleusercontent.com/a/lina',
          rating: 5,
          review: 'Great clinic, sealed envelope the same day.',
          date: Date.parse('2025-05-02T17:04:05Z') / 1000,
        },
        { author: 'Jorge P.', author_pic: '', rating: 4, review: 'Buen servicio.', date: Date.parse('2025-04-01T09:00:00Z') / 1000 },
      ],
    });

    // Another instance (fresh memory) within the interval does not ask the provider again.
    const other = new ReviewsService({ knex: core.knex, logger, places: settings() });
    expect(await other.list()).toEqual(list);
    expect(fake.calls).toHaveLength(1);

    // Once the last refresh is older than 6 hours, the next cache miss refreshes (and drops old reviews).
    await core.knex('review_sources').update({ refresh_claimed_on: core.knex.raw("now() - interval '7 hours'") });
    fake.body = { rating: 4.9, userRatingCount: 213, reviews: [] };
    expect(await new ReviewsService({ knex: core.knex, logger, places: settings() }).list()).toEqual({ average_rating: 4.9, total_ratings: 213, reviews: [] });
    expect(fake.calls).toHaveLength(2);
  });

  it('keeps serving the seeded reviews when the provider fails, and retries on the next miss', async () => {
    fake.status = 503;
    let now = 0;
    const service = new ReviewsService({ knex: core.knex, logger, places: settings(), now: () => now });
    const list = await service.list();
    expect(list.reviews).toHaveLength(SEED_REVIEWS.length);
    expect(fake.calls).toHaveLength(1);
    now += CACHE_TTL_MS + 1;
    await service.list();
    expect(fake.calls).toHaveLength(2);
  });

  it('is not used without GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID', () => {
    expect(placesSettingsFromEnv({})).toBeUndefined();
    expect(placesSettingsFromEnv({ GOOGLE_PLACES_API_KEY: 'k' })).toBeUndefined();
    expect(placesSettingsFromEnv({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p' })).toMatchObject({ baseUrl: 'https://places.googleapis.com' });
    expect(placesSettingsFromEnv({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/' })).toMatchObject({
      baseUrl: 'http://127.0.0.1:9',
    });
  });

  it('rejects an answer of the wrong shape', async () => {
    fake.body = { reviews: 'nope' };
    await expect(fetchPlaceReviews(settings())).rejects.toBeInstanceOf(PlacesError);
  });
});

describe('in production (NODE_ENV=production), which never shows invented reviews', () => {
  const productionConfig = () => loadConfig(PRODUCTION_TEST_ENV);

  beforeEach(async () => {
    fake.calls = [];
    fake.status = 200;
    fake.body = placeDetails;
    await core.knex('review_sources').delete();
    await core.knex('reviews').whereNot('source', 'seed').delete();
  });

  /** GET /reviews/g of the reviews routes built with `config` and `env`, over HTTP. */
  async function getReviews(config: CoreDeps['config'], env: Record<string, string | undefined>) {
    const app = new Koa();
    const router = reviewsRoutes({ ...core.deps, config, logger }, env);
    app.use(router.routes());
    const server = await startHttpServer(app, { port: 0 });
    try {
      const res = await fetch(`${server.url}/reviews/g`);
      expect(res.status).toBe(200);
      return parseReviewList(await res.json())!;
    } finally {
      await server.close();
    }
  }

  it('GET /reviews/g answers no reviews without Google Places, even when the table holds seeded ones', async () => {
    expect(await core.knex('reviews').where('source', 'seed').count<{ n: string }[]>({ n: '*' }).first()).toEqual({ n: String(SEED_REVIEWS.length) });
    expect(await getReviews(productionConfig(), {})).toEqual({ reviews: [], average_rating: 0, total_ratings: 0 });
    // The same table outside production: the seeded reviews, as before.
    expect((await getReviews(core.config, {})).reviews).toHaveLength(SEED_REVIEWS.length);
  });

  it("GET /reviews/g answers the provider's reviews when Google Places is configured", async () => {
    const list = await getReviews(productionConfig(), { GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACE_ID: 'PLACE-1', GOOGLE_PLACES_BASE_URL: fake.url });
    expect(fake.calls).toHaveLength(1);
    expect(list.total_ratings).toBe(212);
    expect(list.reviews.map((r) => r.author)).toEqual(['Lina K.', 'Jorge P.']);
  });

  it('answers no reviews, not the seeded ones, while the provider fails', async () => {
    fake.status = 503;
    const service = new ReviewsService({ knex: core.knex, logger, places: settings(), showSeeded: false });
    expect(await service.list()).toEqual({ reviews: [], average_rating: 0, total_ratings: 0 });
    expect(fake.calls).toHaveLength(1);
  });
});
