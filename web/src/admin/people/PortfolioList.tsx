import { Datagrid, FunctionField, List, SelectInput, SimpleList } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '../../shared/format';
import { DRAFT_KINDS, DRAFT_STATUSES, draftKindName, PORTFOLIOS_TITLE, STATUS_NAMES } from './labels';
import { PortfolioStatusChip } from './PortfolioStatusChip';
import type { AdminPortfolio } from './types';

const filters = [
  <SelectInput key="status" source="status" label="Статус" choices={DRAFT_STATUSES} emptyText="Все отправленные" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Кто" choices={DRAFT_KINDS} emptyText="Все" alwaysOn />,
];

function Empty() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">Анкет на модерации нет</Typography>
    </Box>
  );
}

const nameOf = (portfolio: AdminPortfolio) => portfolio.data.name?.trim() || 'Без названия';
const sent = (portfolio: AdminPortfolio) => (portfolio.submitted_at ? formatDateTime(portfolio.submitted_at) : '—');

/**
 * «Анкеты портфолио»: the portfolios owners sent, those waiting for a decision first (the status
 * filter starts on «На модерации»), the oldest sent at the top; a row opens the portfolio to
 * publish or reject it.
 */
export function PortfolioList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      actions={false}
      sort={{ field: 'submitted_at', order: 'ASC' }}
      perPage={25}
      title={PORTFOLIOS_TITLE}
      empty={<Empty />}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminPortfolio>
          primaryText={(portfolio) => `№ ${portfolio.id} — ${nameOf(portfolio)}`}
          secondaryText={(portfolio) =>
            `${draftKindName(portfolio.kind, portfolio.data)} · ${portfolio.owner?.name ?? '—'} · ${sent(portfolio)}`
          }
          tertiaryText={(portfolio) => STATUS_NAMES[portfolio.status]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminPortfolio> source="id" label="№" render={(portfolio) => portfolio.id} />
          <FunctionField<AdminPortfolio>
            label="Кто"
            render={(portfolio) => (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {nameOf(portfolio)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {draftKindName(portfolio.kind, portfolio.data)}
                  {portfolio.data.minor ? ', несовершеннолетний' : ''}
                  {portfolio.public_code ? ' · уже на сайте' : ' · новая страница'}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminPortfolio>
            label="Владелец"
            render={(portfolio) => (
              <Box>
                <Typography variant="body2">{portfolio.owner?.name ?? '—'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {portfolio.owner?.email}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminPortfolio> source="submitted_at" label="Отправлено" render={sent} />
          <FunctionField<AdminPortfolio>
            source="status"
            label="Статус"
            sortable={false}
            render={(portfolio) => <PortfolioStatusChip status={portfolio.status} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
