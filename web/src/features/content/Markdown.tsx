import { Fragment } from 'react';
import { ContentLink } from './ContentLink';
import { parseMarkdown, type Inline } from './markdown';
import styles from './Content.module.css';

function InlineText({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
        if (node.kind === 'strong')
          return (
            <strong key={index}>
              <InlineText nodes={node.children} />
            </strong>
          );
        return (
          <ContentLink key={index} href={node.href}>
            <InlineText nodes={node.children} />
          </ContentLink>
        );
      })}
    </>
  );
}

/**
 * Rich text of a block as elements (never innerHTML). `headingLevel` is the level of the text's
 * `##`: 2 on its own, 3 under a block title.
 */
export function Markdown({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  return (
    <div className={styles.prose}>
      {parseMarkdown(source).map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = block.level === 2 ? (headingLevel === 2 ? 'h2' : 'h3') : headingLevel === 2 ? 'h3' : 'h4';
          return (
            <Tag key={index}>
              <InlineText nodes={block.content} />
            </Tag>
          );
        }
        if (block.kind === 'paragraph')
          return (
            <p key={index}>
              <InlineText nodes={block.content} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText nodes={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
