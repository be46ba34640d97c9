import { StatusMovesToolbar, type StatusMoves } from '../StatusMovesToolbar';
import { MOVE_LABELS, rentalMoves, rentalStatusLabel } from './labels';
import type { AdminRental, RentalStatus } from './types';

/**
 * A request is confirmed or declined once, a confirmed rental may be cancelled; a refusal (409:
 * the hall is taken, 422: the move is not allowed or the note is refused) shows above the buttons.
 * Declining and cancelling ask first: the applicant is written at once.
 */
const RENTAL_MOVES: StatusMoves<RentalStatus, AdminRental> = {
  resource: 'rentals',
  moves: rentalMoves,
  moveLabels: MOVE_LABELS,
  primary: 'confirmed',
  statusLabel: rentalStatusLabel,
  statusNoun: 'Статус заявки',
  recordNoun: 'Заявка',
  ask: {
    declined: (rental) => ({
      title: `Отклонить заявку № ${rental.id}?`,
      text: 'Заявитель получит письмо об отказе; заметка менеджера войдёт в письмо. Отклонённую заявку нельзя подтвердить.',
    }),
    cancelled: (rental) => ({
      title: `Отменить аренду № ${rental.id}?`,
      text: 'Зал освободится в эти часы, заявитель получит письмо об отмене; заметка менеджера войдёт в письмо.',
    }),
  },
  keepLabel: 'Не менять',
};

/** The rental's toolbar: its status moves, each with the note as it stands, and the note's save. */
export function RentalToolbar() {
  return <StatusMovesToolbar {...RENTAL_MOVES} />;
}
