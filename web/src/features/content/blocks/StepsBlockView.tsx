import { Steps } from '../../../shared/ui/page';
import type { StepsBlock } from '../types';

export function StepsBlockView({ block }: { block: StepsBlock }) {
  return <Steps items={(block.items ?? []).map((item) => ({ title: item.title, text: item.text ?? '' }))} />;
}
