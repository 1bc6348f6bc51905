import type { Question } from '@telehealth/schemas';
import type { ComponentType } from 'react';

/** What the injected question renderer (the storefront's question components) receives. */
export interface QuestionViewProps {
  question: Question;
  value: unknown;
  onAnswer(value: unknown): void;
  onBack?(): void;
  disabled?: boolean;
}

/** The storefront's question renderer, injected by the web app so the admin area never imports it. */
export type QuestionViewComponent = ComponentType<QuestionViewProps>;
