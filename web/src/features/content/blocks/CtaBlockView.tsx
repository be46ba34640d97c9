import { buttonClass } from '../../../shared/ui/button';
import { Banner } from '../../../shared/ui/page';
import { ContentLink } from '../ContentLink';
import type { CtaBlock, HeroBlock } from '../types';

/** A call to action as a wide banner; a hero further down the page is drawn the same way. */
export function CtaBlockView({ block }: { block: CtaBlock | HeroBlock }) {
  const text = block.type === 'cta' ? block.text : block.lead;
  const { button_label: label, button_link: link } = block;
  return (
    <Banner
      title={block.title}
      text={text ?? ''}
      actions={
        label && link ? (
          <ContentLink href={link} className={buttonClass('light')}>
            {label}
          </ContentLink>
        ) : undefined
      }
    />
  );
}
