import { useQuery, useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useDataProvider, type DataProvider } from 'react-admin';
import { StaffComments } from '../StaffComments';
import type { RequestCalls } from './calls';
import type { AdminRequest } from './types';

const MAX_LENGTH = 2000;

/** The managers' comments on a request (docs/api.md): loaded apart from it, reloaded after each one added. */
export function RequestComments({ request }: { request: Pick<AdminRequest, 'id'> }) {
  const dataProvider = useDataProvider<DataProvider & RequestCalls>();
  const client = useQueryClient();
  const key = ['admin', 'requests', String(request.id), 'comments'];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => dataProvider.getRequestComments(request.id) });
  if (error) return <Typography role="alert">Не удалось загрузить комментарии: {error.message}</Typography>;
  return (
    <StaffComments
      comments={data ?? []}
      maxLength={MAX_LENGTH}
      add={async (text) => {
        await dataProvider.addRequestComment(request.id, text);
        await client.invalidateQueries({ queryKey: ['admin', 'requests', String(request.id)] });
      }}
    />
  );
}
