import { AREAS } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { StageArt } from '../../shared/ui/art/StageArt';
import { buttonClass } from '../../shared/ui/button';
import { Banner, Hero, Section, Steps } from '../../shared/ui/page';

const NEXT_STEPS = [
  {
    title: 'Заявка у менеджера',
    text: 'Заказ уже в вашем личном кабинете со статусом «Новый». Менеджер проверит состав заявки, места и загруженные файлы.',
  },
  {
    title: 'Подтверждение',
    text: 'В течение рабочего дня менеджер свяжется с вами по телефону или почте, уточнит детали и подтвердит участие. Статус заказа сменится на «Подтверждён».',
  },
  {
    title: 'Оплата и документы',
    text: 'Счёт и реквизиты придут на почту, указанную в профиле. Пакет поездки и дополнительные услуги менеджер рассчитает отдельно.',
  },
  {
    title: 'Подготовка к выступлению',
    text: 'За неделю до фестиваля пришлём программу, расписание репетиций и памятку участника. Пока заказ новый, его можно отменить в личном кабинете.',
  },
] as const;

/** /_main/spasibo-vibe: after an application, what happens next and where to follow it. */
export default function ThankYouPage() {
  const phone = AREAS.main.phone;
  return (
    <>
      <Hero
        eyebrow="Заявка отправлена"
        title="Спасибо за заявку!"
        lead="Мы получили ваш заказ и уже передали его менеджеру. Подтверждение и все детали придут на почту, а следить за статусом можно в личном кабинете."
        actions={
          <>
            <AppLink to="id-orders" className={buttonClass('light')}>
              Мои заказы
            </AppLink>
            <AppLink to="events-festivals" className={buttonClass('outlineLight')}>
              Выбрать ещё фестиваль
            </AppLink>
          </>
        }
        art={<StageArt motifs={['curtains', 'garland']} label="Сцена с занавесом и гирляндой огней перед выступлением" />}
      />
      <Section eyebrow="Что дальше" title="Как пройдёт подготовка">
        <Steps items={NEXT_STEPS} />
      </Section>
      <Section tone="muted" title="Остались вопросы?">
        <Banner
          title="Позвоните нам"
          text={`${phone.display} — ${phone.note}. Назовите номер заказа из письма, и мы быстро найдём вашу заявку.`}
          actions={
            <a className={buttonClass('light')} href={`tel:${phone.tel}`}>
              Позвонить
            </a>
          }
        />
      </Section>
    </>
  );
}
