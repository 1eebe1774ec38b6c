import Link from 'next/link';
import { routeFor } from '@/content/routes';
import { LOGIN_ACTION, site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from './login.module.css';

const route = routeFor('/login/');

export const metadata = pageMetadata(route);

// A plain HTML form: the browser posts it straight to the back-office provider, so it works
// before (and without) JavaScript and no password ever passes through this site's code.
export default function LoginPage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{route.heading}</h1>
        <p className={styles.subtitle}>Login to see your dashboard</p>
        <form className={styles.form} method="post" action={LOGIN_ACTION}>
          <div className={styles.field}>
            <label htmlFor="login-username">Email</label>
            <input
              id="login-username"
              name="username"
              type="text"
              inputMode="email"
              placeholder="you@example.com"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className={`button ${styles.submit}`} title="Sign In">
            Login
          </button>
        </form>
        <p className={styles.note}>
          You will be taken to our secure client portal, run by our back-office provider. Forgotten your password or not yet a client?{' '}
          <Link href="/contact/">Contact us</Link> or call <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
        </p>
      </div>
    </div>
  );
}
