import Box from '@mui/material/Box';
import { toCssColor } from '../../../shared/format';

/**
 * A colour sample with its value. An invalid value draws transparent (spec section 5), shown as a
 * hatched box so the admin sees at once that the site will not colour the tag.
 */
export function ColorSwatch({ value }: { value: string | null | undefined }) {
  const color = toCssColor(value);
  const invalid = color === 'transparent';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        role="img"
        aria-label={invalid ? 'Цвет не задан' : `Цвет ${color}`}
        sx={{
          width: 20,
          height: 20,
          borderRadius: '4px',
          border: '1px solid rgba(0, 0, 0, 0.25)',
          background: invalid ? 'repeating-linear-gradient(45deg, #fff 0 4px, #ddd 4px 8px)' : color,
          flexShrink: 0,
        }}
      />
      <span>{value || '—'}</span>
    </Box>
  );
}
