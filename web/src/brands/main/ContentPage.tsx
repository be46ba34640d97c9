import { ContentRoutePage, ContentSiteMap } from '../../features/content';

/** A page of main that editors run in the admin (decision 0024): the published page at this address. */
export default function ContentPage() {
  return <ContentRoutePage />;
}

/** /o-nas/tarify/ shows the tariffs of /tarify/: one page for editors to keep. */
export function AboutTariffsPage() {
  return <ContentRoutePage path="/tarify/" />;
}

/** /karta/: every page of main, editors' pages included, and the other areas. */
export function SiteMapPage() {
  return (
    <ContentSiteMap lead="Все страницы платформы «Территория творчества»: для участников, наставников и организаторов, кейсы, тарифы и контакты." />
  );
}
