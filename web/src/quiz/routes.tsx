import type { AppRoute } from '../routing/app-route';
import { QuizLayout } from '../layouts/quiz-layout';

/** The tenant's quiz, one question per page (layout `quiz`). */
export const quizRoutes: AppRoute[] = [
  {
    id: 'layout-quiz',
    Component: QuizLayout,
    children: [
      {
        path: 'quiz/:step?',
        lazy: async () => ({ Component: (await import('./quiz-page')).QuizPage }),
      },
    ],
  },
];
