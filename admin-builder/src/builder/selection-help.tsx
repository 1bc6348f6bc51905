import type { FlowVersion } from '@telehealth/schemas';

import { nodeIdOfQuestion, questionIdOfNode } from '../model';

/** The Edit tab without a selected question: how to edit the flow, or the hard stop that is selected. */
export function SelectionHelp({
  doc,
  selectedNodeId,
  onFocusNode,
}: {
  doc: FlowVersion;
  selectedNodeId: string | null;
  onFocusNode(id: string): void;
}) {
  if (selectedNodeId?.startsWith('stop:')) {
    const id = questionIdOfNode(selectedNodeId);
    const question = doc.questions.find((q) => q.id === id);
    return (
      <div className="builder-help">
        <h2>Hard stop after question #{id}</h2>
        <p>{question?.hard_stop_message ?? 'No message yet.'}</p>
        <button
          type="button"
          className="builder-button"
          onClick={() => onFocusNode(nodeIdOfQuestion(id ?? 0))}
        >
          Edit question #{id}
        </button>
      </div>
    );
  }
  return (
    <div className="builder-help">
      <h2>Editing the flow</h2>
      <ul>
        <li>Select a question on the canvas to edit it here.</li>
        <li>
          Drag from an answer’s handle (right edge) to a question or to checkout to choose where it leads.
        </li>
        <li>Select an edge and press Delete to remove it; drag nodes to arrange them.</li>
        <li>Problems lists what the analysis finds; publishing is possible once there are no errors.</li>
      </ul>
    </div>
  );
}
