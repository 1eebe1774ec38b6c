import { SiteLink } from '@/components/ui/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { ShowPasswordToggle } from '@/components/login/ShowPasswordToggle';
import { pathTo, routeFor } from '@/content/routes';
import { LOGIN_ACTION, site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from './login.module.css';

const route = routeFor('/login/');
/** Where the password goes, named under the form so the visitor can check it: e.g. "login.example.com". */
const providerHost = new URL(site.loginProvider).host;

export const metadata = pageMetadata(route);

// A plain HTML form: the browser posts it straight to the back-office provider, so it works
// before (and without) JavaScript and no password ever passes through this site's code.
export default function LoginPage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card panel ${styles.card}`}>
        <h1 className={styles.heading}>{route.heading}</h1>
        <p className={styles.subtitle}>Log in to see your dashboard</p>
        <form className={styles.form} method="post" action={LOGIN_ACTION}>
          <div className="text-field">
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
              required
            />
          </div>
          <div className="text-field">
            <div className={styles.labelRow}>
              <label htmlFor="login-password">Password</label>
              <ShowPasswordToggle inputId="login-password" />
            </div>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
            {site.passwordResetUrl ? (
              <a className={styles.forgot} href={site.passwordResetUrl}>
                Forgot password?
              </a>
            ) : null}
          </div>
          {/* The provider's back office (login_check_pre.php) expects log_submit=Login with the credentials. */}
          <button type="submit" className={`button ${styles.submit}`} title="Sign In" name="log_submit" value="Login">
            Login
          </button>
        </form>
        <p className={styles.note}>
          Your email and password go straight to <strong>{providerHost}</strong>, the secure client portal of our back-office provider; this
          site never sees them. Not yet a client, or need help? <SiteLink href={pathTo('/contact/')}>Contact us</SiteLink> or call{' '}
          <PhoneLink phone={site.phone} />.
        </p>
      </div>
    </div>
  );
}
