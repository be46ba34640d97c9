/** The inbox's statuses and forms (docs/api.md, "Requests admin"). */
export type RequestStatus = 'new' | 'in_work' | 'done' | 'spam';
export type RequestForm =
  'callback' | 'question' | 'feedback' | 'tutor' | 'producer' | 'club' | 'ambassador' | 'accelerator' | 'competence' | 'partner' | 'demo';

/** A form's own field as the visitor filled it in, with the label the form shows it by. */
export interface RequestDetail {
  code: string;
  label: string;
  value: string;
}

/** A request as `GET /api/admin/requests` and `/requests/{id}` answer it; times are UTC ISO strings. */
export interface AdminRequest {
  id: number;
  area: string;
  form: RequestForm;
  name: string;
  phone: string | null;
  email: string | null;
  message: string | null;
  page: string | null;
  /** The form's own fields in its order; empty for a form without any. */
  details: RequestDetail[];
  /** The PDF sent with it (the accelerator's project), downloaded by `/requests/{id}/file`. */
  file: { name: string; size: number } | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  status: RequestStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  manager_note: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/admin/request-managers`: who may process requests (the roles granting the section). */
export interface RequestManager {
  id: number;
  name: string;
  email: string;
}

/** `PUT /api/admin/requests/{id}`: what a manager changes; the visitor's fields stay as sent. */
export interface RequestUpdate {
  status: RequestStatus;
  assignee_id: number | null;
  manager_note: string | null;
}
