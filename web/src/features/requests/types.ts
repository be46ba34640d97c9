/** The forms of the requests inbox a content block may show (docs/api.md, "Requests"). */
export type RequestFormKind = 'callback' | 'question' | 'feedback';

/** What the visitor typed, as the inputs hold it (the phone with its mask). */
export interface RequestValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
}

export type RequestField = keyof RequestValues;

/** `POST /api/requests`: the visitor's fields, the page it was sent from and the ad's UTM tags. */
export interface RequestBody {
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
