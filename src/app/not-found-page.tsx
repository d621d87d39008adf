import { Link } from 'react-router-dom';
import { es } from '../i18n/es';

export default function NotFoundPage() {
  return (
    <main id="main" className="not-found">
      <img className="not-found__mark" src="/icons/icon-192.png" alt="" width={88} height={88} />
      <h1>{es.notFound.title}</h1>
      <p>{es.notFound.text}</p>
      <Link className="button button--primary" to="/">
        {es.notFound.home}
      </Link>
    </main>
  );
}
