// Seed helpers: rows created through the REST API as the service role, each remembered and deleted after
// the test (newest first, so children go before their parents). Every helper takes a partial row over
// sensible, unique defaults and returns the stored row.
import type { Api } from './api.ts';

type Row = Record<string, unknown> & { id: string };

const unique = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export interface Seed {
  /** A blog post; published (with publish_date now) unless `status: 'draft'` is given. */
  post(row?: Record<string, unknown>): Promise<Row & { slug: string; title: string }>;
  redirect(row?: Record<string, unknown>): Promise<Row & { source_path: string }>;
  /** A course; published unless `status: 'draft'` is given (new courses default to draft). */
  course(row?: Record<string, unknown>): Promise<Row & { name: string }>;
  /** A module; published unless `status: 'draft'` is given. */
  module(courseId: string, row?: Record<string, unknown>): Promise<Row & { title: string }>;
  slide(moduleId: string, row?: Record<string, unknown>): Promise<Row & { title: string }>;
  question(moduleId: string, row?: Record<string, unknown>): Promise<Row & { question_text: string }>;
  contactRequest(row?: Record<string, unknown>): Promise<Row & { email: string }>;
  /** Deletes everything this seed created (the fixture calls it after the test). */
  cleanup(): Promise<void>;
}

export function createSeed(api: Api): Seed {
  const created: Array<{ table: string; id: string }> = [];
  const insert = async <T extends Row>(table: string, row: Record<string, unknown>): Promise<T> => {
    const [stored] = await api.service<T[]>('POST', `/rest/v1/${table}`, row);
    if (!stored) throw new Error(`seeding ${table} returned no row`);
    created.push({ table, id: stored.id });
    return stored;
  };

  return {
    post(row = {}) {
      const slug = unique('post');
      const published = row.status !== 'draft';
      return insert('blog_posts', {
        title: `E2E post ${slug}`,
        slug,
        excerpt: 'An e2e excerpt.',
        content: '<p>An e2e body.</p>',
        status: published ? 'published' : 'draft',
        publish_date: published ? new Date().toISOString() : null,
        ...row,
      });
    },
    redirect(row = {}) {
      return insert('redirects', { source_path: `/${unique('old')}`, destination_url: '/services', ...row });
    },
    course(row = {}) {
      return insert('education_categories', {
        name: `E2E course ${unique('c').slice(-8)}`,
        status: 'published',
        ...row,
      });
    },
    module(courseId, row = {}) {
      return insert('education_modules', {
        category_id: courseId,
        title: `E2E module ${unique('m').slice(-8)}`,
        status: 'published',
        ...row,
      });
    },
    slide(moduleId, row = {}) {
      return insert('module_slides', {
        module_id: moduleId,
        title: 'E2E slide',
        content: '<p>Slide body.</p>',
        ...row,
      });
    },
    question(moduleId, row = {}) {
      return insert('quiz_questions', {
        module_id: moduleId,
        question_text: 'Which network settles bitcoin transactions?',
        question_type: 'multiple_choice',
        options: ['Bitcoin', 'Visa'],
        correct_answer: 'Bitcoin',
        ...row,
      });
    },
    contactRequest(row = {}) {
      return insert('contact_requests', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `${unique('contact')}@e2e.test`,
        company: 'Analytical Engines Ltd',
        message: 'Please call me about custody.',
        ...row,
      });
    },
    async cleanup() {
      for (const { table, id } of created.reverse()) {
        // The database refuses to delete a course with issued certificates (they must keep verifying).
        if (table === 'education_categories') {
          await api.service('DELETE', `/rest/v1/certificates?category_id=eq.${id}`);
        }
        await api.service('DELETE', `/rest/v1/${table}?id=eq.${id}`);
      }
      created.length = 0;
    },
  };
}
