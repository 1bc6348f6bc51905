import type { RouteObject } from 'react-router-dom';

import { QuizLayout } from '../layouts/quiz-layout';

/** The tenant's quiz, one question per page (layout `quiz`). */
export const quizRoutes: RouteObject[] = [
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
