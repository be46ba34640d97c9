import type { ReactNode } from 'react';
import { PageIntro, Section } from '../../shared/ui/page';
import { CreativeTypes } from './Cards';
import { paragraphs } from './format';
import { PhotoGallery, VideoList } from './Media';
import { Portrait } from './Portrait';
import type { CreativeTypeRef } from './types';
import styles from './People.module.css';

/** A fact of the page's first section: a term and what it is. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/** A section of a person's page, drawn when it has something to show. */
export interface PageSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The photos and the videos, each a section when there are any. */
export function mediaSections(name: string, photos: readonly string[], videos: readonly string[]): PageSection[] {
  return [
    ...(photos.length > 0 ? [{ id: 'foto', title: 'Фотографии', body: <PhotoGallery photos={photos} name={name} /> }] : []),
    ...(videos.length > 0 ? [{ id: 'video', title: 'Видео', body: <VideoList videos={videos} name={name} /> }] : []),
  ];
}

/**
 * What a mentor's and a participant's pages share: the name as the page's h1 and a lead; the
 * portrait beside the facts and the story; then the sections that have something (achievements,
 * photos, videos, pupils, results…), every second one on the muted background.
 */
export function PersonPage({
  eyebrow,
  name,
  lead,
  photo,
  facts,
  creativeTypes,
  bio,
  sections,
}: {
  eyebrow: string;
  name: string;
  lead?: string;
  photo: string | null;
  facts: readonly Fact[];
  creativeTypes: readonly CreativeTypeRef[];
  bio: string;
  /** In order; the caller leaves out the empty ones. */
  sections: readonly PageSection[];
}) {
  return (
    <>
      <PageIntro id="person-title" eyebrow={eyebrow} title={name} lead={lead} />
      <Section id="o-sebe">
        <div className={styles.about}>
          <Portrait name={name} photo={photo} size="page" eager />
          <div className={styles.aboutText}>
            {(facts.length > 0 || creativeTypes.length > 0) && (
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
                {creativeTypes.length > 0 && (
                  <div>
                    <dt>Виды творчества</dt>
                    <dd>
                      <CreativeTypes items={creativeTypes} />
                    </dd>
                  </div>
                )}
              </dl>
            )}
            <div className={styles.bio}>
              {paragraphs(bio).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </div>
        </div>
      </Section>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} tone={index % 2 === 0 ? 'muted' : 'plain'}>
          {section.body}
        </Section>
      ))}
    </>
  );
}
