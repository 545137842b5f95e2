import type { Knex } from '@clinic/server-kit';
import { insertReviews } from './repo';

interface SeedReview {
  key: string;
  author: string;
  rating: number;
  daysAgo: number;
  review: string;
}

/** Reviews shown until a maps provider is configured (DESIGN.md: seeded reviews otherwise). */
export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    key: 'seed-01',
    author: 'Priya Raman',
    rating: 5,
    daysAgo: 9,
    review: 'Quick and professional. The whole exam took about 20 minutes and I left with my sealed envelope the same day.',
  },
  {
    key: 'seed-02',
    author: 'Carlos Mendoza',
    rating: 5,
    daysAgo: 23,
    review: 'Excelente servicio. They explained every vaccine I needed and answered all my questions in Spanish.',
  },
  { key: 'seed-03', author: 'Wei Zhang', rating: 5, daysAgo: 41, review: 'Very organized office.' },
  {
    key: 'seed-04',
    author: 'Harpreet Singh',
    rating: 4,
    daysAgo: 58,
    review:
      'Friendly staff and a clean clinic. The wait was a little longer than expected on a Saturday, but the doctor was thorough and the lab results came by e-mail the next day.',
  },
  {
    key: 'seed-05',
    author: 'Amina Yusuf',
    rating: 5,
    daysAgo: 77,
    review: 'The requirements checker on the website told me exactly which tests to order, so I did not waste a trip.',
  },
  { key: 'seed-06', author: 'Daniel Okafor', rating: 5, daysAgo: 96, review: 'Fast, fair prices, no surprises. Highly recommend for the I-693.' },
  {
    key: 'seed-07',
    author: 'Mariana Costa',
    rating: 5,
    daysAgo: 128,
    review: 'I brought my two kids and my husband and they scheduled all of us together. Everything was ready before our green card interview.',
  },
  {
    key: 'seed-08',
    author: 'Farid Ahmadi',
    rating: 4,
    daysAgo: 163,
    review: 'Good experience overall. Parking was hard to find, but the staff were patient and helped me with my vaccine records.',
  },
  {
    key: 'seed-09',
    author: 'Sofia Hernandez',
    rating: 5,
    daysAgo: 201,
    review: 'They ordered my labs, called me when the results were in and had the form sealed the same afternoon.',
  },
  { key: 'seed-10', author: 'Nguyen Thi Lan', rating: 5, daysAgo: 244, review: 'Kind doctor, very clear instructions.' },
  {
    key: 'seed-11',
    author: 'Omar Haidari',
    rating: 5,
    daysAgo: 289,
    review:
      'I needed an appointment quickly for my adjustment of status and they found me a slot within the week. The staff spoke Pashto and Dari, which made it so much easier for my parents.',
  },
  { key: 'seed-12', author: 'Emily Carter', rating: 5, daysAgo: 337, review: 'Smooth from booking to the sealed envelope. Would use again for my sister.' },
];

const AVATAR_COLOURS = ['#1e6091', '#2a9d8f', '#8e44ad', '#c0392b', '#d35400', '#16a085', '#2c3e50', '#7f8c8d'];

/** A round initials picture as an SVG data URI, so no external image is fetched. */
export function initialsAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toUpperCase())
    .join('');
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Inserts the seed reviews that are missing (by key); existing rows are kept. Returns how many were added. */
export async function insertMissingSeedReviews(db: Knex | Knex.Transaction, now: Date = new Date()): Promise<number> {
  return insertReviews(
    db,
    'seed',
    SEED_REVIEWS.map((r) => ({
      external_id: r.key,
      author: r.author,
      author_pic: initialsAvatar(r.author),
      rating: r.rating,
      review: r.review,
      published_at: new Date(now.getTime() - r.daysAgo * 86_400_000),
    })),
  );
}
