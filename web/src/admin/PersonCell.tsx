import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A person in a list's row: the name, then the contacts in small type; long emails wrap instead of widening the table. */
export function PersonCell({ name, contacts }: { name: string; contacts: (string | null | undefined)[] }) {
  return (
    <Box sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {contacts.filter(Boolean).join(', ')}
      </Typography>
    </Box>
  );
}
