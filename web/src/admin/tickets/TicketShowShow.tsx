import { Link, Show, useRecordContext, type Identifier } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../shared/format';
import { CancelShowButton } from './CancelShowButton';
import { ShowStatusChip } from './TicketShowList';
import { seatsLeft, showOrdersPath, showSalesCsvUrl, showVenue, showWhen, soldLine } from './showSales';
import type { AdminTicketShow } from './types';

const total = { fontWeight: 700 };

function ShowSales() {
  const show = useRecordContext<AdminTicketShow>();
  if (!show) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 860 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2">
          {show.title}
        </Typography>
        <ShowStatusChip status={show.status} />
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {showWhen(show.starts_at)} · {showVenue(show)}
          {show.published ? '' : ' · не опубликован'}
        </Typography>
        <Typography variant="body2">
          {soldLine(show.sold, show.quota)} · в брони {show.held} · выручка{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(show.revenue)}</span> · действующих заказов {show.live_orders}
        </Typography>
      </Box>
      {/* The admin's layout is as wide as its content (min-width: fit-content): without inline-size
          containment the six columns would widen the whole page on a phone instead of scrolling. */}
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small" aria-label="Категории билетов">
          <TableHead>
            <TableRow>
              <TableCell>Категория</TableCell>
              <TableCell align="right">Цена</TableCell>
              <TableCell align="right">Мест</TableCell>
              <TableCell align="right">Продано</TableCell>
              <TableCell align="right">В брони</TableCell>
              <TableCell align="right">Осталось</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {show.tiers.map((tier) => (
              <TableRow key={tier.id}>
                <TableCell component="th" scope="row">
                  {tier.name}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(tier.price)}
                </TableCell>
                <TableCell align="right">{tier.quota}</TableCell>
                <TableCell align="right">{tier.sold}</TableCell>
                <TableCell align="right">{tier.held}</TableCell>
                <TableCell align="right">{seatsLeft(tier)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={total}>
                Итого
              </TableCell>
              <TableCell />
              <TableCell align="right" sx={total}>
                {show.quota}
              </TableCell>
              <TableCell align="right" sx={total}>
                {show.sold}
              </TableCell>
              <TableCell align="right" sx={total}>
                {show.held}
              </TableCell>
              <TableCell align="right" sx={total}>
                {seatsLeft(show)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={Link} to={showOrdersPath(show.id)} variant="outlined" startIcon={<ListAltIcon />}>
          Заказы показа
        </Button>
        <Button href={showSalesCsvUrl(show.id)} download variant="outlined" startIcon={<DownloadIcon />}>
          Продажи (CSV)
        </Button>
        <CancelShowButton show={show} />
      </Stack>
    </Stack>
  );
}

function ShowTitle() {
  const show = useRecordContext<AdminTicketShow>();
  return <span>{show ? `Продажи: ${show.title}` : 'Продажи показа'}</span>;
}

/** A show's sales: its tiers' seats sold, held and left, the revenue, its orders and report, its cancellation. */
export function TicketShowShow({ id }: { id?: Identifier }) {
  return (
    <Show id={id} actions={false} title={<ShowTitle />}>
      <ShowSales />
    </Show>
  );
}
