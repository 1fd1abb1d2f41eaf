// @vitest-environment jsdom
// The module player in a DOM (issue 26): passing the quiz shows exactly one notice — 'Quiz Passed!', whose
// text already says the module is completed — and the 'Module Completed!' card; that card's button goes to
// the next module by order, or on the course's last module says 'Back to Course' and goes to the course.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';
import type { LearnerModule } from '../api/get-module';
import type { LearnerQuestion } from '../api/get-quiz-questions';
import type { QuizResult, SubmitQuizInput } from '../api/submit-quiz';

const notify = vi.fn();
const notifyError = vi.fn();
vi.mock('@/components/ui/toaster', () => ({
  notify: (...args: unknown[]) => notify(...args),
  notifyError: (...args: unknown[]) => notifyError(...args),
}));
vi.mock('../api/save-progress', () => ({
  useSaveProgress: () => ({
    mutate: (_input: unknown, options?: { onSuccess?: () => void; onSettled?: () => void }) => {
      options?.onSuccess?.();
      options?.onSettled?.();
    },
  }),
}));
const scored: QuizResult = { score: 100, passed: true, attemptNumber: 1, answerKey: [] };
vi.mock('../api/submit-quiz', () => ({
  useSubmitQuiz: () => ({
    isPending: false,
    mutate: (_input: SubmitQuizInput, options?: { onSuccess?: (r: QuizResult) => void }) =>
      options?.onSuccess?.(scored),
  }),
}));

const { ModulePlayer } = await import('./module-player');

const dom = domRootPerTest();

const module: LearnerModule = {
  id: 'm1',
  category_id: 'c1',
  title: 'Custody basics',
  description: null,
  points: 20,
  duration_minutes: 10,
  pass_threshold: 70,
  status: 'published',
  module_slides: [],
};
const question: LearnerQuestion = {
  id: 'q1',
  question_text: 'Is Bitcoin scarce?',
  question_type: 'true_false',
  options: null,
  points: 1,
  sort_order: 0,
  time_limit_seconds: null,
};

beforeEach(() => {
  notify.mockReset();
  notifyError.mockReset();
});
afterEach(() => vi.clearAllMocks());

async function render(props: { questions: LearnerQuestion[]; nextModuleHref: string | null }) {
  const router = createMemoryRouter(
    [
      {
        path: '/education/module/m1',
        Component: () => (
          <ModulePlayer module={module} row={undefined} courseHref="/education/category/c1" {...props} />
        ),
      },
    ],
    { initialEntries: ['/education/module/m1'] },
  );
  await act(async () => dom.root.render(<RouterProvider router={router} />));
}

const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const link = (name: string) =>
  [...dom.container.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);

async function click(el: HTMLElement | undefined) {
  if (!el) throw new Error('missing control');
  await act(async () => el.click());
}

describe('passing the quiz', () => {
  it('shows one notice, Quiz Passed!, and the Module Completed! card', async () => {
    await render({ questions: [question], nextModuleHref: '/education/module/m2' });
    await click(dom.container.querySelector<HTMLInputElement>('input[value="true"]') ?? undefined);
    await click(button('Submit Quiz'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Quiz Passed!', 'You scored 100%. Module completed successfully!');
    expect(notifyError).not.toHaveBeenCalled();
    expect(dom.container.querySelector('h2')?.textContent).toBe('Module Completed!');
  });
});

describe('completing a module without a quiz', () => {
  it('shows the Module Completed! notice once', async () => {
    await render({ questions: [], nextModuleHref: '/education/module/m2' });
    await click(button('Complete Module'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Module Completed!', 'You earned 20 points!');
  });
});

describe("the card's way on", () => {
  it("offers 'Continue to Next Module' to the next module by order", async () => {
    await render({ questions: [], nextModuleHref: '/education/module/m2' });
    await click(button('Complete Module'));
    expect(link('Continue to Next Module')?.getAttribute('href')).toBe('/education/module/m2');
    expect(link('Back to Course')).toBeUndefined();
  });

  it("says 'Back to Course' and goes to the course page on the course's last module", async () => {
    await render({ questions: [], nextModuleHref: null });
    await click(button('Complete Module'));
    expect(link('Back to Course')?.getAttribute('href')).toBe('/education/category/c1');
    expect(link('Continue to Next Module')).toBeUndefined();
  });
});
