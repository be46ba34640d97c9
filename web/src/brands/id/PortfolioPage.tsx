import { AccountLayout } from '../../features/account/AccountLayout';
import { PortfolioView, useMyPortfolios } from '../../features/portfolio';
import styles from '../../features/account/Account.module.css';

/** /_id/portfolio: «Моё портфолио», the account's portfolios and their moderation (decision 0044). */
export default function PortfolioPage() {
  const { data, error } = useMyPortfolios();
  if (error) throw error;
  return (
    <AccountLayout title="Моё портфолио">
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем ваши портфолио…
        </p>
      ) : (
        <PortfolioView portfolios={data} />
      )}
    </AccountLayout>
  );
}
