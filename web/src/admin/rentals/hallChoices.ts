import { useGetList, useGetMany } from 'react-admin';

interface HallRow {
  id: number;
  name: string;
  place_id: number;
}

interface PlaceRow {
  id: number;
  name: string;
}

/**
 * The halls as choices of a filter, `Камерный зал · Культурный центр «Меридиан»` (two venues may
 * each have a «Большой зал»), in the order of the venue and then the hall.
 */
export function hallChoices(halls: readonly HallRow[], places: readonly PlaceRow[]): { id: number; name: string }[] {
  const venue = new Map(places.map((place) => [place.id, place.name]));
  return halls
    .map((hall) => ({ hall, place: venue.get(hall.place_id) ?? '' }))
    .sort((a, b) => a.place.localeCompare(b.place, 'ru') || a.hall.name.localeCompare(b.hall.name, 'ru') || a.hall.id - b.hall.id)
    .map(({ hall, place }) => ({ id: hall.id, name: place ? `${hall.name} · ${place}` : hall.name }));
}

/** Every hall of the catalogue (`/api/admin/halls`, section places) with its venue's name. */
export function useHallChoices() {
  const halls = useGetList<HallRow>('halls', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const placeIds = [...new Set((halls.data ?? []).map((hall) => hall.place_id))];
  const places = useGetMany<PlaceRow>('places', { ids: placeIds }, { enabled: placeIds.length > 0 });
  return {
    choices: hallChoices(halls.data ?? [], places.data ?? []),
    isPending: halls.isPending || (placeIds.length > 0 && places.isPending),
  };
}
