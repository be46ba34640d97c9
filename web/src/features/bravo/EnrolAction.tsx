import { AREAS } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { buttonClass, type ButtonVariant } from '../../shared/ui/button';

export interface EnrolActionProps {
  /** The button's look on its background. */
  tone?: ButtonVariant;
  /** The words on the button: «Записаться на пробное занятие» unless the place asks for others. */
  label?: string;
  /** Show the school's number after the words («ЗАПИСАТЬСЯ НА УРОК · +7 495 …»). */
  withPhone?: boolean;
  /** Where it leads instead of the enrolment page: the form of the same page («#zapis»). */
  href?: string;
  /** A call to the school's number instead (courses are enrolled by phone). */
  call?: boolean;
}

/**
 * The one enrolment action of the school's pages (issue 16, decision 0043): the enrolment page
 * /zapis/ (a class chosen, then the booking form), the form on the same page, or a call.
 */
export function EnrolAction({
  tone = 'primary',
  label = 'Записаться на пробное занятие',
  withPhone = false,
  href,
  call = false,
}: EnrolActionProps) {
  const phone = AREAS.bravo.phone;
  const words = (
    <>
      {label}
      {withPhone && (
        <>
          {' · '}
          <span className="nowrap">{phone.display}</span>
        </>
      )}
    </>
  );
  if (call)
    return (
      <a className={buttonClass(tone)} href={`tel:${phone.tel}`}>
        {words}
      </a>
    );
  if (href)
    return (
      <a className={buttonClass(tone)} href={href}>
        {words}
      </a>
    );
  return (
    <AppLink to="bravo-zapis" className={buttonClass(tone)}>
      {words}
    </AppLink>
  );
}
