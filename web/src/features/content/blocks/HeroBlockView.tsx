import { buttonClass } from '../../../shared/ui/button';
import { Hero } from '../../../shared/ui/page';
import { ContentLink } from '../ContentLink';
import type { HeroBlock } from '../types';
import { ContentImage } from '../ContentImage';

/** The page's first screen; its title is the page's one h1. */
export function HeroBlockView({ block }: { block: HeroBlock }) {
  const { button_label, button_link, second_label, second_link } = block;
  const primary = button_label && button_link ? { label: button_label, link: button_link } : null;
  const second = second_label && second_link ? { label: second_label, link: second_link } : null;
  return (
    <Hero
      id={block.anchor}
      title={block.title}
      lead={block.lead ?? ''}
      art={
        block.image ? (
          <ContentImage src={block.image} alt="" loading="eager" fetchPriority="high" sizes="(max-width: 900px) 100vw, 50vw" />
        ) : undefined
      }
      actions={
        primary || second ? (
          <>
            {primary && (
              <ContentLink href={primary.link} className={buttonClass('light')}>
                {primary.label}
              </ContentLink>
            )}
            {second && (
              <ContentLink href={second.link} className={buttonClass('outlineLight')}>
                {second.label}
              </ContentLink>
            )}
          </>
        ) : undefined
      }
    />
  );
}
