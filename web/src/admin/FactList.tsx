import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** A fact of a record: what it is and its value, `—` when there is none. */
export interface Fact {
  term: string;
  value: ReactNode;
  /** The row's key when two terms may be alike (a request's form fields); the term otherwise. */
  key?: string;
}

interface FactListProps {
  facts: readonly Fact[];
  /** The narrowest the terms' column gets beside the values (px). */
  termWidth?: number;
  /** What a term adds to its look (the school's terms are smaller on a phone). */
  termSx?: SxProps<Theme>;
}

/** A record's facts as a definition list: terms beside their values, above them on a phone. */
export function FactList({ facts, termWidth = 140, termSx }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `minmax(${termWidth}px, max-content) 1fr` },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        mb: 2,
      }}
    >
      {facts.map(({ term, value, key }) => (
        <FactRow key={key ?? term} term={term} termSx={termSx}>
          {value}
        </FactRow>
      ))}
    </Box>
  );
}

function FactRow({ term, termSx, children }: { term: string; termSx: SxProps<Theme> | undefined; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={termSx}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children ?? '—'}
      </Typography>
    </>
  );
}
