import { AccountLayout } from '../../features/account/AccountLayout';
import { DiplomaList, useMyDiplomas } from '../../features/results';
import styles from '../../features/account/Account.module.css';

/** id:/diplomas/ «Дипломы»: the diplomas of the user's performances, with their PDFs (decision 0045). */
export default function DiplomasPage() {
  const { data, error } = useMyDiplomas();
  if (error) throw error;
  return (
    <AccountLayout title="Дипломы">
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем дипломы…
        </p>
      ) : (
        <DiplomaList diplomas={data} />
      )}
    </AccountLayout>
  );
}
