import { AREAS } from '../../app/areas';
import { buttonClass, type ButtonVariant } from '../../shared/ui/button';

export interface EnrolActionProps {
  /** The button's look on its background. */
  tone?: ButtonVariant;
  /** The words on the button: «Записаться на пробное занятие» unless the place asks for others. */
  label?: string;
  /** Show the school's number after the words («ЗАПИСАТЬСЯ НА УРОК · +7 495 …»). */
  withPhone?: boolean;
}

/**
 * The one enrolment action of the school's pages (issue 16): today a call to the school's own
 * number, as the home has always had it. The trial lesson booking form replaces this component,
 * so every page that offers enrolment gets it at once.
 */
export function EnrolAction({ tone = 'primary', label = 'Записаться на пробное занятие', withPhone = false }: EnrolActionProps) {
  const phone = AREAS.bravo.phone;
  return (
    <a className={buttonClass(tone)} href={`tel:${phone.tel}`}>
      {label}
      {withPhone && (
        <>
          {' · '}
          <span className="nowrap">{phone.display}</span>
        </>
      )}
    </a>
  );
}
