/** The forms of the requests inbox a content block may show (docs/api.md, "Requests"). */
export type RequestFormKind =
  'callback' | 'question' | 'feedback' | 'tutor' | 'producer' | 'club' | 'ambassador' | 'accelerator' | 'competence' | 'partner' | 'demo';

/**
 * The programme forms' own fields (server/src/requests/model.cpp), sent as flat keys of the body
 * beside the name and the contacts.
 */
export type DetailCode =
  | 'subject'
  | 'student_age'
  | 'preferred_times'
  | 'direction'
  | 'performer_age'
  | 'links'
  | 'club'
  | 'collective'
  | 'city'
  | 'experience'
  | 'project_title'
  | 'stage'
  | 'project_link'
  | 'nomination'
  | 'organization'
  | 'partnership'
  | 'event_kind'
  | 'participants';

/** A form's own fields as typed, by code; one not typed yet is missing. */
export type DetailValues = Partial<Record<DetailCode, string>>;

/** What the visitor typed, as the inputs hold it (the phone with its mask), and the file chosen. */
export interface RequestValues extends DetailValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
  /** The PDF of a form that asks for one (the accelerator's project). */
  project?: File | null;
}

export type RequestField = keyof RequestValues;

/** `POST /api/requests`: the visitor's fields, the page it was sent from and the ad's UTM tags. */
export interface RequestBody extends DetailValues {
  form: RequestFormKind;
  name: string;
  phone?: string;
  email?: string;
  message?: string;
  consent: true;
  page?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}
