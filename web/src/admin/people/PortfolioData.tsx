import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOST_NAMES, videoSource } from '../../features/people';
import { pictureSource } from '../../shared/ui/ContentImage';

/** What both sides of the comparison show, in the same order: a portfolio's texts, pictures and videos. */
export interface PortfolioFacts {
  name: string;
  position?: string | null;
  kind?: string | null;
  city?: string | null;
  creativeTypes: string[];
  structure?: string | null;
  mentor?: string | null;
  bio: string;
  achievements: string[];
  photo: string | null;
  photos: string[];
  videos: string[];
  /** The minor's facts the manager checks (never public). */
  minor?: { birthDate: string | null; guardian: string | null; consent: boolean } | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '170px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

function Picture({ path, alt, size }: { path: string; alt: string; size: number }) {
  const source = pictureSource(path);
  return (
    <Box
      component="img"
      src={source.src}
      srcSet={source.srcSet}
      sizes={`${size}px`}
      alt={alt}
      loading="lazy"
      sx={{ width: size, height: Math.round(size * 1.25), objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', display: 'block' }}
    />
  );
}

/** A video link with what it is: «RUTUBE», «файл MP4», or a warning when the rule refuses it. */
function Video({ link }: { link: string }) {
  const source = videoSource(link);
  const what = source ? (source.kind === 'file' ? 'файл MP4' : HOST_NAMES[source.host].replace(/е$/, '')) : 'не видео: ссылку не покажем';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Link href={link} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {link}
      </Link>
      <Chip size="small" label={what} color={source ? 'default' : 'warning'} />
    </Stack>
  );
}

/** One side of the comparison: the portfolio's facts as the manager reads them. */
export function PortfolioFactsView({ facts, title }: { facts: PortfolioFacts; title?: string }) {
  return (
    <Box component={title ? 'section' : 'div'} aria-label={title} sx={{ minWidth: 0 }}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1 }}>
        {facts.photo ? (
          <Picture path={facts.photo} alt={`Портрет: ${facts.name}`} size={120} />
        ) : (
          <Box sx={{ width: 120, height: 150, borderRadius: 1, bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              Нет портрета
            </Typography>
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {facts.name || 'Без названия'}
          </Typography>
          {facts.position && <Typography color="text.secondary">{facts.position}</Typography>}
          {facts.kind && <Typography color="text.secondary">{facts.kind}</Typography>}
        </Box>
      </Stack>
      <Row label="Город">{dash(facts.city)}</Row>
      <Row label="Виды творчества">{facts.creativeTypes.length > 0 ? facts.creativeTypes.join(', ') : '—'}</Row>
      {facts.structure !== undefined && <Row label="Коллектив, школа">{dash(facts.structure)}</Row>}
      {facts.mentor !== undefined && <Row label="Наставник">{dash(facts.mentor)}</Row>}
      {facts.minor && (
        <>
          <Row label="Дата рождения">{dash(facts.minor.birthDate)}</Row>
          <Row label="Родитель">{dash(facts.minor.guardian)}</Row>
          <Row label="Согласие родителя">{facts.minor.consent ? 'Есть' : 'Нет — публиковать нельзя'}</Row>
        </>
      )}
      <Row label="Рассказ">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {dash(facts.bio)}
        </Typography>
        {facts.bio && (
          <Typography variant="caption" color="text.secondary">
            {facts.bio.trim().length} символов
          </Typography>
        )}
      </Row>
      {facts.achievements.length > 0 && (
        <Row label="Достижения">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {facts.achievements.map((item) => (
              <li key={item}>
                <Typography variant="body2">{item}</Typography>
              </li>
            ))}
          </Box>
        </Row>
      )}
      <Row label={`Фотографии (${facts.photos.length})`}>
        {facts.photos.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {facts.photos.map((photo, index) => (
              <Link key={photo} href={photo} target="_blank" rel="noopener">
                <Picture path={photo} alt={`Фото ${index + 1}`} size={88} />
              </Link>
            ))}
          </Stack>
        ) : (
          '—'
        )}
      </Row>
      <Row label={`Видео (${facts.videos.length})`}>
        {facts.videos.length > 0 ? (
          <Stack spacing={0.5}>
            {facts.videos.map((link) => (
              <Video key={link} link={link} />
            ))}
          </Stack>
        ) : (
          '—'
        )}
      </Row>
    </Box>
  );
}
