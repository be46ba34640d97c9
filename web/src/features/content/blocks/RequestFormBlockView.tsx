import { REQUEST_FORMS, RequestForm } from '../../requests';
import type { RequestFormBlock } from '../types';

/** The block's section title: the editor's, or the form's own (a call-back form still says what it is). */
export function requestFormTitle(block: RequestFormBlock): string | undefined {
  return block.title ?? REQUEST_FORMS[block.form].title;
}

/** An editor's request form: the inbox's form of the block's kind, named by its section's title. */
export function RequestFormBlockView({ block }: { block: RequestFormBlock }) {
  return <RequestForm form={block.form} buttonLabel={block.button_label} label={requestFormTitle(block)} />;
}
