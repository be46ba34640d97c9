import { catalogForms } from '../shared/CatalogForms';
import { HandbookInputs, HandbookList } from './Handbook';

export function ExecutionFormatList() {
  return <HandbookList code="code" />;
}

function ExecutionFormatInputs() {
  return <HandbookInputs code="code" />;
}

export const { Edit: ExecutionFormatEdit, Create: ExecutionFormatCreate } = catalogForms(ExecutionFormatInputs, {
  sort: 0,
});
