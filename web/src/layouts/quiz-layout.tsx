import { LayoutShell } from './layouts';

/** `quiz`: the /quiz/* pages — a slim brand bar and one focused column, like the intake. */
export function QuizLayout() {
  return <LayoutShell name="quiz" focused footer={false} />;
}
