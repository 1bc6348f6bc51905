import type { FlowVersion } from '@telehealth/schemas';
import { useState } from 'react';

import type { FlowEditIssue } from '../model';
import { downloadJson, exportFileName, importDocument } from './document-file';

export interface ImportProblem {
  message: string;
  issues: readonly FlowEditIssue[];
}

/**
 * Export of the document as JSON, and import of a file that, once valid, replaces the draft as one undo step.
 * A file that is not a valid flow of this key is refused with its problems, and nothing changes.
 */
export function useDocumentFile(options: {
  doc: FlowVersion;
  replace(doc: FlowVersion): void;
  onImported(message: string): void;
}) {
  const { doc, replace, onImported } = options;
  const [problem, setProblem] = useState<ImportProblem | null>(null);

  const exportDocument = () => downloadJson(exportFileName(doc), doc);

  const importFile = async (file: File) => {
    const result = importDocument(await file.text(), doc);
    if (!result.ok) {
      setProblem({ message: `${file.name}: ${result.message}`, issues: result.issues });
      return;
    }
    setProblem(null);
    onImported(`Imported ${file.name}; it replaces the draft (Undo brings the previous document back).`);
    replace(result.document);
  };

  return { exportDocument, importFile, problem, dismissProblem: () => setProblem(null) };
}
